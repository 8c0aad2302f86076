import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  LIMITS
} from "./cli-NWJZKAEC.mjs";
import {
  __export
} from "./cli-Y562RBGA.mjs";

// host.js-src/core/_path.ts
function joinPath(...parts) {
  const joined = parts.filter((p) => p !== "").join("/");
  return joined.includes("//") ? joined.replace(/\/{2,}/g, "/") : joined;
}
function dirname(path) {
  const trimmed = path.replace(/\/+$/, "");
  const i = trimmed.lastIndexOf("/");
  if (i < 0) return ".";
  if (i === 0) return "/";
  return trimmed.slice(0, i);
}
function basename(path) {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}
function isInside(outer, inner) {
  const o = outer.replace(/[\\/]+$/, "");
  if (inner === o) return true;
  return inner.startsWith(o + "/") || inner.startsWith(o + "\\");
}
function unsafeRelativePath(path) {
  if (path.length === 0) return "the path is empty";
  if (path.includes("\0")) return "the path contains a NUL byte";
  if (path.includes("\\")) return "the path contains a backslash; use / between folders";
  if (path.startsWith("/") || path.startsWith("~")) return "the path is absolute; give it relative to the skill folder";
  if (/^[A-Za-z]:/.test(path)) return "the path starts with a drive letter; give it relative to the skill folder";
  if (path.split("/").some((seg) => seg === "..")) return 'the path climbs out with ".."';
  return void 0;
}

// host.js-src/core/lexicon.ts
var lexicon_exports = {};
__export(lexicon_exports, {
  BRITISH: () => BRITISH,
  CJK_STOP_WORDS: () => CJK_STOP_WORDS,
  DERIVATIONS: () => DERIVATIONS,
  GENERIC_WORDS: () => GENERIC_WORDS,
  NARROWER_TERMS: () => NARROWER_TERMS,
  OBJECT_PRONOUN_WORDS: () => OBJECT_PRONOUN_WORDS,
  PARTICLE_WORDS: () => PARTICLE_WORDS,
  SITUATION_TERMS: () => SITUATION_TERMS,
  STOP_WORDS: () => STOP_WORDS,
  SYNONYM_GROUPS: () => SYNONYM_GROUPS
});
var STOP_WORDS = `a an and are as at be been being but by can could did do does doing done for from had has
have having he her here hers him his how i if in into is it its itself me mine my myself of on onto or our ours
ourselves she so than that the their theirs them then there these they this those to too us was we were what when
where which who whom whose why will with would you your yours yourself shall should may might must am let lets
via per etc eg ie vs about above after again against all also any because before below between both each few
further just more most no nor not now only other own same some such until up very while down out off over under
once whether either neither although though unless since upon within without across around through toward towards
instead rather yet else ever never always often usually maybe perhaps probably really actually basically simply
dont doesnt cant wont isnt arent didnt im ive youre were theyre its please thanks thank hi hello hey ok okay yes sure`;
var GENERIC_WORDS = `help helps helping want wants wanted need needs needed make makes made making get gets got getting
go goes going went gone take takes took put puts give gives gave keep keeps kept try tries tried trying like likes
know knows knew think thinks thought look looks looking see sees seen seem seems come comes came say says said tell
tells told ask asks asked able thing things stuff way ways lot lots bit kind something anything everything
nothing someone anyone everyone somebody anybody today tomorrow yesterday tonight week weeks month months year years
day days morning evening night monday tuesday wednesday thursday friday saturday sunday weekend minute minutes hour
hours soon later ago next last first current existing main important good great nice better proper properly right
correct correctly quick quickly easy easily hard harder hardest whole entire every many much less several certain
particular various okay real straight fine little big small large huge long short new old one two three four five
ten dozen hundred thousand file files folder stuff please currently already still even enough quite pretty
lately recently finally instead because start starts started starting begin begins finish finished done become
becomes use uses used using usage user's let's i'm we're they're it's don't doesn't can't won't isn't aren't
wanna gonna gotta also just maybe sure thing
find finds finding people person somebody nobody whenever whatever sometimes somehow somewhere anymore again
given among plus away back fresh show shows showing walk`;
var PARTICLE_WORDS = `up down out off over in on back away through around along apart`;
var OBJECT_PRONOUN_WORDS = `it them that this these those him her me us everything`;
var BRITISH = `colour color, colours colors, behaviour behavior, behaviours behaviors, favour favor, flavour flavor,
honour honor, labour labor, neighbour neighbor, centre center, centres centers, licence license, defence defense,
offence offense, catalogue catalog, dialogue dialog, programme program, programmes programs, grey gray,
modelling modeling, modelled modeled, labelling labeling, labelled labeled, cancelling canceling, cancelled canceled,
travelling traveling, signalling signaling, levelling leveling, channelling channeling, fulfil fulfill,
enrol enroll, analyse analyze, analysed analyzed, analysing analyzing, paralyse paralyze, judgement judgment,
ageing aging, artefact artifact, artefacts artifacts, cheque check, aluminium aluminum, tyre tire, storey story`;
var DERIVATIONS = `invocation invoke, response respond, description describe, subscription subscribe,
permission permit, decision decide, division divide, conclusion conclude, inclusion include,
exclusion exclude, revision revise, deletion delete, execution execute,
failure fail, maintenance maintain, compliance comply,
assistance assist, acceptance accept, dependence depend, persistence persist,
submission submit, transmission transmit, admission admit, omission omit, emission emit, expansion expand,
comprehension comprehend, suspension suspend, collision collide, explosion explode, erosion erode,
intrusion intrude, persuasion persuade, evasion evade, invasion invade, reduction reduce,
introduction introduce, deduction deduce, consumption consume, assumption assume, presumption presume,
absorption absorb, adoption adopt, analysis analyze, synthesis synthesize, diagnosis diagnose, hypothesis hypothesize,
emphasis emphasize, proof prove, growth grow, loss lose, choice choose, delivery deliver,
discovery discover, recovery recover, retrieval retrieve, approval approve, removal remove, renewal renew,
arrival arrive, survival survive, refusal refuse, proposal propose, disposal dispose, 
departure depart, mixture mix, failure fail, exposure expose, disclosure disclose,
resolution resolve, solution solve, evolution evolve, explanation explain, pronunciation pronounce,
verification verify, notification notify, classification classify, identification identify,
modification modify, simplification simplify, justification justify, certification certify,
qualification qualify, quantification quantify, unification unify, clarification clarify,
specification specify, extension extend, conversion convert, inversion invert, transcription transcribe,
prescription prescribe, signature sign, storage store, behaviour behave, behavior behave,
security secure, scalability scale, scalable scale, reliability reliable, accessibility accessible,
usability usable, readability readable, maintainability maintainable, testability testable`;
var SYNONYM_GROUPS = `
deploy, release, ship, rollout
test, spec, testing
k8s, kubernetes
pr, pull request, merge request
js, javascript
ts, typescript
py, python
postgres, postgresql, psql
mongo, mongodb
db, database
repo, repository, codebase
approve, approval
doc, docs, documentation, document
config, configuration, settings
auth, authentication, authorization
env, environment
ci, continuous integration
ml, machine learning
ai, artificial intelligence
llm, large language model
ui, user interface
ux, user experience
e2e, end to end
perf, performance
optimize, optimization
bug, defect
debug, troubleshoot, diagnose
fix, repair
refactor, restructure
slide, deck, presentation, ppt, pptx
spreadsheet, excel, xlsx
docx, word document
email, mail
calendar, schedule
vulnerability, vuln, cve
scrape, scraper, scraping, crawler, crawl
async, asynchronous, asyncio, concurrent, concurrency
seo, search engine optimization
cro, conversion rate optimization
okr, objectives and key results
kpi, metric
nextjs, next js
nodejs, node js
reactjs, react
vuejs, vue
image, picture, photo, illustration
diagram, flowchart
onboarding, onboard
login, sign in, signin
signup, sign up, registration
invoice, receipt, bill
competitor, competitive, competition, rival
analysis, analyze
statistics, statistical, stats
summary, summarize, summarization
translate, translation
price, pricing
payment, billing
cicd, ci cd
finetune, fine tune
mac, macos
gpu, cuda
dependency, dependencies, deps
secret, credential
token, api key
agent, agentic
restore, bring back
anomaly, outlier
`;
var NARROWER_TERMS = `
train: fine-tune, finetune, pretrain, sft
database: postgres, postgresql, mysql, sqlite, mongodb, mariadb
container: docker, podman
cloud: aws, gcp, azure
frontend: react, vue, svelte, angular
mobile: ios, android, flutter, react native
blockchain: ethereum, solana, solidity, cosmos, substrate, polkadot
payment: stripe, paypal
monitor: prometheus, grafana, datadog
`;
var SITUATION_TERMS = `
slow: performance, latency, optimize
sluggish: performance, latency, optimize
laggy: performance, latency
faster: performance, optimize
speed: performance, optimize
money: cost
expensive: cost
cheaper: cost
attacker: attack, security, threat
hacker: attack, security, threat
hacked: security, breach, incident
harden: security, hardening
crash: error, debug, bug
broken: bug, debug, fix
outage: incident
downtime: incident
closest: nearest, similarity
similar: similarity
typo: proofread, spelling
rephrase: rewrite, copy
reword: rewrite, copy
remember: memory
forget: memory
pod: kubernetes
kubectl: kubernetes
inbox: email
attack: security, vulnerability
insecure: security, secure
unreliable: reliability, reliable
unstable: stability, stable
inconsistent: consistency, consistent
incomplete: completeness, complete
inaccurate: accuracy, accurate
invalid: validation, validity, valid
unreadable: readability, readable
inaccessible: accessibility, accessible
`;
var CJK_STOP_WORDS = `我们 你们 他们 她们 它们 自己 一个 一下 一些 一点 一遍 一次 这个 那个 这些 那些 这里 那里 这样 那样 怎么
怎样 什么 如何 为什么 哪些 哪个 可以 需要 能够 应该 如果 然后 还有 以及 并且 或者 因为 所以 但是 已经 之前 之后 之间 真正 我把 先把
你把 要有 很低 很高 看看 帮忙 帮我 给我 里面 以后 现在 今天 明天 昨天 下周 本周 时候 东西 问题 事情 一起 所有 每个 全部 都是 还是 就是
只是 不是 没有 不要 想要 希望 觉得 知道 告诉 请问 麻烦 找一下 一种 其他 别的 主要 非常 比较 特别 进行 使用 用于 通过 关于 对于 根据
按照 以便 这段 那段 这批 那批 这份 那份
总是 老是 一直 经常 清楚 搞不清楚 搞不懂 搞清楚 弄清楚 不懂 不会 不知道 怎么办 该怎么办 怎么弄 再做 再把 做个 做一个
写个 写一个 一张 一份 一篇 一段 一套 几个 几张 多个 各种 一堆 有点 有些 这种 那种 之类 比如 例如 另外 同时 而且 还要
其中 能否 是否 有没有 能不能 可不可以 最好 尽量 顺便 直接 然后再 我想 我要 想把 打算 准备 目前 一份儿 看下 看一下 查一下
首次 快速 提出 很多 不少 出错 出现 发生 遇到 碰到 时能 能够 一套 一份 几家 几种 还要 要求 以下 如下 上面 下面
重新 换了 一批 往里面 过去 标明 作品 第三 第一 第二 重点 一家 一台 一条 几条 几篇 几行 几张 一下子 准备 需要做 做成 变成 弄成 搞定 实现一个 怎么做 怎么写 如何做
作为 我的 你的 我们的 交给 该交给 哪位`;

// host.js-src/core/stem.ts
var words = (s) => s.split(/\s+/).filter(Boolean);
var STOP = new Set(words(STOP_WORDS));
var GENERIC = new Set(words(GENERIC_WORDS));
var GENERIC_STEMS = /* @__PURE__ */ new Set();
var CJK_STOP = new Set(words(CJK_STOP_WORDS));
var pairs = (text) => new Map(
  text.split(",").map((pair) => words(pair)).filter((p) => p.length === 2).map((p) => [p[0], p[1]])
);
var BRITISH_MAP = pairs(BRITISH);
var DERIVED_MAP = pairs(DERIVATIONS);
var KEEP_WHOLE = new Set(words("embed shed bed red speed feed seed need breed greed hundred string strings thing things spring ring king bring sing wing during nothing something everything anything ping production productions"));
function undouble(w) {
  const n = w.length;
  if (n >= 4 && w[n - 1] === w[n - 2] && !/[aeioulsz]/.test(w[n - 1])) return w.slice(0, -1);
  return w;
}
function stem(input) {
  const known = STEMS.get(input);
  if (known !== void 0) return known;
  const w = stemWord(input);
  if (STEMS.size >= LIMITS.stemCacheMax) STEMS.clear();
  STEMS.set(input, w);
  return w;
}
var STEMS = /* @__PURE__ */ new Map();
function stemWord(input) {
  let w = BRITISH_MAP.get(input) ?? DERIVED_MAP.get(input) ?? input;
  if (w.length <= 3 || /\d/.test(w) || KEEP_WHOLE.has(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (/(?:x|ch|sh|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  w = DERIVED_MAP.get(w) ?? w;
  if (w.endsWith("ically") && w.length >= 8) w = w.slice(0, -4);
  else if (w.endsWith("ly") && w.length >= 7 && !/[bpi]ly$/.test(w)) w = w.slice(0, -2);
  if (w.endsWith("ing") && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ied") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("ed") && !w.endsWith("eed") && w.length >= 5) w = undouble(w.slice(0, -2));
  if (/[iy][sz]ation$/.test(w)) w = w.slice(0, -5);
  else if (w.endsWith("ation") && w.length >= 8) w = w.slice(0, -5) + "at";
  else if (w.endsWith("ction") && w.length >= 7) w = w.slice(0, -3);
  else if (w.endsWith("ular") && w.length >= 7) w = w.slice(0, -2);
  if (w.endsWith("e") && !w.endsWith("ee") && w.length >= 4) w = w.slice(0, -1);
  if (w.endsWith("iz")) w = w.slice(0, -2) + "is";
  else if (w.endsWith("yz")) w = w.slice(0, -2) + "ys";
  return w;
}
for (const w of GENERIC) GENERIC_STEMS.add(stem(w));
function isGenericTerm(term) {
  return GENERIC_STEMS.has(term) || STOP.has(term);
}
function latinTerms(text) {
  const out = [];
  const low = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= low.length; i++) {
    const c = i < low.length ? low.charCodeAt(i) : 32;
    if (c > 127) return latinTermsUnicode(low);
    const word = c >= 97 && c <= 122 || c >= 48 && c <= 57;
    if (word) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      const w = low.slice(start, i);
      if (!STOP.has(w)) out.push(stem(w));
      start = -1;
    }
  }
  return out;
}
function latinTermsUnicode(low) {
  const out = [];
  for (const m of low.matchAll(/[\p{L}\p{N}]+/gu)) if (!STOP.has(m[0])) out.push(stem(m[0]));
  return out;
}
function oneEditStems(raw) {
  const out = /* @__PURE__ */ new Set();
  const n = raw.length;
  if (n > LIMITS.spellingMaxChars) return out;
  const A = "abcdefghijklmnopqrstuvwxyz";
  for (let i = 0; i < n; i++) {
    out.add(stem(raw.slice(0, i) + raw.slice(i + 1)));
    if (i + 1 < n) out.add(stem(raw.slice(0, i) + raw[i + 1] + raw[i] + raw.slice(i + 2)));
    for (const c of A) if (c !== raw[i]) out.add(stem(raw.slice(0, i) + c + raw.slice(i + 1)));
  }
  for (let i = 0; i <= n; i++) for (const c of A) out.add(stem(raw.slice(0, i) + c + raw.slice(i)));
  return out;
}
var NOT_A_VERB = /(?:er|or|ity|ty|ness|ism|ist|ic|al|ous|ive|ful|less|abl|ibl|at|ship|hood|ing|ics|ia|um)$/;
var DOUBLES = /[^aeiou][aeiou][bdglmnprt]$/;
function derivedVariants(raw, key) {
  const out = [];
  const add = (v) => {
    if (v !== key && !out.includes(v)) out.push(v);
  };
  if (!/^[a-z]+$/.test(raw)) return out;
  if (/[a-z]ations?$/.test(raw) && key.endsWith("at") && key.length >= 8) add(key.slice(0, -2));
  else if (/[a-z]ments?$/.test(raw) && raw.length >= 8) {
    const base = stem(raw.replace(/ments?$/, ""));
    if (base.length >= 5) add(base);
    else add(key + "at");
  } else if (/at(?:e|es|ed|ing)$/.test(raw) && key.endsWith("at")) {
    add(key + "or");
  } else if (key.length >= 4 && !NOT_A_VERB.test(key)) {
    if (key.length >= 6 && !raw.endsWith("y")) add(key + "at");
    if (key.length >= 5 && !key.endsWith("ment")) add(key + (raw.endsWith("e") ? "ement" : "ment"));
    if (key !== "form") {
      add(key + (/(?:at|it|ct|ss)$/.test(key) ? "or" : "er"));
      if (DOUBLES.test(key) && !raw.endsWith("e")) add(key + key[key.length - 1] + "er");
    }
  }
  return out;
}

// host.js-src/core/terms-zh.ts
var TERMS_ZH = `
飞书 lark, feishu
多维表格 base, bitable
云文档 doc, document
知识库 wiki, knowledge base
妙记 minutes
画板 whiteboard
幻灯片 slides, presentation
演示文稿 presentation, slides
日历 calendar
日程 schedule, calendar, agenda
会议 meeting
会议纪要 minutes, meeting notes
纪要 minutes, notes
考勤 attendance
打卡 attendance, checkin
通讯录 contact
审批 approval, approve
报销 expense, reimbursement
报销单 expense, reimbursement
同意 approve
邮件 email, mail
邮箱 email, mail
群聊 chat, group
消息 message
聊天 chat
电子表格 spreadsheet, sheet
表格 table, spreadsheet, sheet
表单 form
多维 base
待办 todo, task
任务 task
清单 checklist, list
文档 doc, document, documentation
文件 file
文件夹 folder
上传 upload
下载 download
导出 export
导入 import
转换 convert
转成 convert
格式 format
模板 template
页数 page
性能 performance
优化 optimize
审计 audit
安全 security
漏洞 vulnerability
部署 deploy
发布 release, publish
上线 deploy, release
回滚 rollback
测试 test
单元测试 unit test
集成测试 integration test
端到端 e2e, end to end
调试 debug
排查 debug, troubleshoot
报错 error
错误 error
异常 exception, error
崩溃 crash
日志 log
监控 monitoring
告警 alert
指标 metrics
可观测性 observability
链路追踪 tracing
缓存 cache
数据库 database
索引 index
查询 query
慢查询 slow query
迁移 migration, migrate
重构 refactor
架构 architecture
设计 design
接口 api, interface
前端 frontend
后端 backend
全栈 fullstack
服务器 server
服务 service
微服务 microservice
容器 container
镜像 image
集群 cluster
流水线 pipeline
持续集成 ci, continuous integration
构建 build
编译 compile
打包 bundle, package
依赖 dependency
版本 version
分支 branch
合并 merge
提交 commit
代码审查 code review
代码评审 code review
评审 review
审查 review
审核 review
代码 code
脚本 script
命令行 cli, command line
终端 terminal
配置 config, configuration, setup
环境 environment
开发环境 development environment, dev environment
安装 install
初始化 init, setup
认证 auth, authentication
鉴权 auth, authorization
登录 login, auth
权限 permission
密钥 secret, key
令牌 token
加密 encryption
证书 certificate
网络 network
爬虫 scraper, crawler, scraping
抓取 scrape, crawl
并发 concurrency, concurrent
异步 async
多线程 thread, concurrency
内存 memory
泄漏 leak
内存泄漏 memory leak
类型 type
泛型 generics
函数 function
组件 component
页面 page
网页 web page, website
网站 website
移动端 mobile
小程序 mini program
应用 app, application
插件 plugin
扩展 extension
浏览器 browser
自动化 automation
工作流 workflow
流程 workflow, process
计划 plan
规划 plan, planning
实施计划 implementation plan
需求 requirement
文档化 documentation
注释 comment
说明 documentation, readme
教程 tutorial
提示词 prompt
提示 prompt
智能体 agent
代理 agent, proxy
大模型 llm
模型 model
训练 train, training
微调 fine tune, finetune
推理 inference
向量 vector, embedding
嵌入 embedding
检索 retrieval, search
检索增强 rag
知识图谱 knowledge graph
机器学习 machine learning, ml
深度学习 deep learning
神经网络 neural network
数据集 dataset
数据 data
数据分析 data analysis
分析 analysis, analyze
可视化 visualization, chart
图表 chart
统计 statistics, statistical
回归 regression
预测 forecast, predict, prediction
聚类 clustering
分类 classification, classify
实验 experiment
假设检验 hypothesis test
论文 paper, manuscript
投稿 submission, submit
期刊 journal
会议论文 conference paper
引用 citation
参考文献 reference, citation, bibliography
文献 literature
综述 review, literature review
科研 research, scientific
研究 research
基因 gene, genomic
基因组 genome, genomic
蛋白质 protein
蛋白 protein
分子 molecule, molecular
化学 chemistry, chemical
药物 drug
毒性 toxicity
细胞 cell
单细胞 single cell
流式细胞仪 flow cytometry
流式细胞 flow cytometry
测序 sequencing
显微镜 microscopy
图像 image
图片 image
照片 photo, image
视频 video
音频 audio
音乐 music
背景音乐 music, audio
字幕 subtitle, caption
动画 animation
截图 screenshot
绘图 plot, drawing
海报 poster
品牌 brand
营销 marketing
推广 promotion, marketing
宣传 promotion, marketing
广告 ad, advertising
文案 copywriting, copy
搜索引擎优化 seo
转化率 conversion, cro
转化 conversion
落地页 landing page
定价 pricing
价格 price, pricing
涨价 price, pricing
用户 user
客户 customer
销售 sales
竞品 competitor, competitive
竞争对手 competitor, competitive
市场 market
市场规模 market sizing
产品 product
产品经理 product manager
路线图 roadmap
用户故事 user story
验收标准 acceptance criteria
敏捷 agile
冲刺 sprint
项目 project
项目管理 project management
团队 team
招聘 hiring, recruiting
面试 interview
简历 resume
财务 finance, financial
财报 financial statement, earnings
预算 budget
发票 invoice
收据 receipt
税 tax
会计 accounting
合同 contract
法律 legal
合规 compliance
隐私 privacy
风险 risk
情景 scenario
场景 scenario
推演 simulation, scenario
情景分析 scenario analysis
策略 strategy
战略 strategy
董事会 board
投资人 investor
融资 fundraising
创业 startup
供应商 supplier, vendor
供应链 supply chain
写作 writing
写 write
撰写 write, writing
翻译 translate, translation
总结 summary, summarize
摘要 summary
报告 report
周报 weekly report
邮件模板 email template
博客 blog
文章 article, post
社交媒体 social media
推文 tweet
小红书 xiaohongshu, rednote
微信 wechat
钉钉 dingtalk
企业微信 wecom
头脑风暴 brainstorm, brainstorming
创意 creative, idea
点子 idea
设计稿 design, mockup
原型 prototype
线框图 wireframe
界面 ui, interface
用户体验 ux
交互 interaction
无障碍 accessibility
可访问性 accessibility
响应式 responsive
样式 style, css
主题 theme
配色 color, palette
字体 font, typography
图标 icon
游戏 game
关卡 level
物理 physics
数学 math
公式 formula
方程 equation
矩阵 matrix
算法 algorithm
数据结构 data structure
图数据库 graph database
区块链 blockchain
智能合约 smart contract
钱包 wallet
加密货币 crypto, cryptocurrency
支付 payment
订单 order
电商 ecommerce, e commerce
购物车 cart, checkout
结账 checkout
库存 inventory
物流 logistics
地图 map
天气 weather
邮政 postal
短信 sms
通知 notification
推送 push notification
定时 schedule, cron
定时任务 cron, scheduled job
队列 queue
消息队列 message queue
事件 event
订阅 subscribe, subscription
实时 realtime, real time
长连接 websocket
接口文档 api documentation
规范 spec, specification, convention
约定 convention
最佳实践 best practices
模式 pattern
设计模式 design pattern
检查点 checkpoint
检查 check, review
验证 verify, verification, validate
校验 validate, validation
证明 evidence, verify
修复 fix
修好 fix
修改 edit, modify
编辑 edit
删除 delete
创建 create
生成 generate
读取 read
写入 write
搜索 search
查找 find, search
查看 view
管理 manage, management
监听 listen, subscribe
编排 orchestrate, orchestration
协作 collaboration
多智能体 multi agent
并行 parallel
分解 decompose, breakdown
拆分 split, decompose
执行 execute
运行 run
跑 run
输出 output
结果 result
阶段 phase
步骤 step
节点 node
回复 reply
评论 comment
反馈 feedback
学习 learn, learning
课程 course
考试 exam
笔记 notes
知识 knowledge
记忆 memory
上下文 context
会话 session
对话 conversation, chat
聊天机器人 chatbot
客服 customer support
工单 ticket
问题 issue
缺陷 bug
技术债 tech debt, technical debt
技术债务 tech debt, technical debt
代码质量 code quality
代码规范 lint, style guide
格式化 format, formatter
静态分析 static analysis
覆盖率 coverage
基准测试 benchmark
压测 load test, load testing
负载 load
可靠性 reliability
可用性 availability
灾备 disaster recovery
备份 backup
恢复 restore, recovery
数据迁移 data migration
数据管道 data pipeline
数据仓库 data warehouse
埋点 tracking, analytics
用户行为 user behavior, analytics
漏斗 funnel
留存 retention
增长 growth
入职 onboarding
新人 onboarding
诗 poem, poetry
诗歌 poem, poetry
小说 novel, fiction
故事 story
剧本 script, screenplay
演讲 speech, presentation
简报 brief, briefing
搭建 setup, build
配好 setup, configure
配置好 setup, configure
从零 scratch, setup
开发 develop, development
编写 write
实现 implement
整理 organize
归档 archive, organize
重命名 rename
排序 sort
提升 improve
改进 improve
评估 evaluate, assessment
对比 compare, comparison
比较 compare, comparison
调研 research
方案 plan, proposal
提案 proposal
汇报 report, presentation
复盘 retrospective, postmortem
事故 incident
故障 incident, outage
值班 oncall, rota
上手 onboarding
交接 handoff, handover
新员工 onboarding
合同审查 contract review
商业计划 business plan
商业计划书 business plan
路演 pitch
定价策略 pricing strategy
用户调研 user research
访谈 interview
问卷 survey
客户成功 customer success
冷启动 cold start
埋点分析 analytics
看板 dashboard
仪表盘 dashboard
报表 report, dashboard
大屏 dashboard
爬取 scrape, crawl
抓包 packet capture
渗透测试 penetration test, pentest
漏洞扫描 vulnerability scan
威胁建模 threat model
代码混淆 obfuscation
逆向 reverse engineering
反编译 decompile
单测 unit test
用例 test case
自动化测试 test automation
性能测试 performance test, load test
回归测试 regression test
冒烟测试 smoke test
类型检查 type check
类型安全 type safety
热更新 hot reload
懒加载 lazy load
服务端渲染 ssr, server side rendering
静态站点 static site
国际化 i18n, internationalization
本地化 localization
暗色模式 dark mode
动效 animation
骨架屏 skeleton
表格组件 table component
状态管理 state management
路由 routing, router
中间件 middleware
鉴权中间件 auth middleware
限流 rate limit
熔断 circuit breaker
重试 retry
幂等 idempotent, idempotency
分布式 distributed
分库分表 sharding
读写分离 replication
主从 replication
消息推送 push notification
邮件营销 email marketing
私域 community
社群 community
短视频 short video
直播 livestream
播客 podcast
封面 cover, thumbnail
缩略图 thumbnail
配音 voiceover, narration
旁白 narration, voiceover
系统 system
系统编程 systems programming
编程 programming, coding
编程语言 programming language
所有权 ownership
生命周期 lifecycle, lifetime
借用 borrow
闭包 closure
协程 coroutine, async
线程 thread
进程 process
垃圾回收 garbage collection
编译器 compiler
解释器 interpreter
解析器 parser
解析 parse
语法 syntax, grammar
正则 regex
正则表达式 regex, regular expression
字符串 string
数组 array
字典 dictionary, dict
对象 object
继承 inheritance
模块 module
框架 framework
依赖注入 dependency injection
单例 singleton
递归 recursion
指针 pointer
内存安全 memory safety
类型系统 type system
静态类型 static typing
面向对象 object oriented, oop
函数式编程 functional programming
异常处理 error handling, exception
错误处理 error handling
命令 command
参数 parameter, argument
变量 variable
环境变量 environment variable, env
配置文件 config
调用栈 call stack, stack trace
堆栈 stack trace, stack
性能分析 profiling, performance
火焰图 flame graph, profiling
升级 upgrade
兼容 compatibility
兼容性 compatibility
计算 compute, calculation
发现 discover, detection
周期 cycle, period
图论 graph theory, graph
最短路径 shortest path
路径 path
中心性 centrality
社区发现 community detection
社区检测 community detection
网络分析 network analysis
复杂网络 network
拓扑 topology
动态规划 dynamic programming
哈希 hash
链表 linked list
强化学习 reinforcement learning, rl
监督学习 supervised learning
偏好 preference
偏好优化 preference optimization
对齐 alignment
奖励模型 reward model
损失函数 loss
过拟合 overfitting
超参数 hyperparameter
特征 feature
特征工程 feature engineering
标注 annotation, label
数据标注 annotation, labeling
分词 tokenization, tokenizer
词向量 embedding
语义搜索 semantic search
相似度 similarity
推荐 recommendation, recommend
推荐系统 recommender, recommendation
多模态 multimodal
视觉 vision, visual
视觉语言模型 vision language model, vlm
图像识别 image recognition, vision
目标检测 object detection
语音识别 speech recognition, transcription
语音合成 text to speech, tts
文本生成 text generation
生成式 generative
评测 evaluation, benchmark
量化 quantization, quantitative
蒸馏 distillation
推理服务 inference serving
显卡 gpu
显存 gpu memory, vram
分布式训练 distributed training
工具调用 tool calling, function calling
函数调用 function calling
提示工程 prompt engineering
提示词工程 prompt engineering
上下文工程 context engineering
幻觉 hallucination
护栏 guardrail
越狱 jailbreak
提示注入 prompt injection
注入 injection
检索增强生成 rag
时间序列 time series
回测 backtest
金融 finance, financial
股票 stock
量化交易 trading
交易 trading, transaction
差异表达 differential expression
转录组 transcriptomics, rna-seq
基因表达 gene expression
突变 mutation
变异 variant
质控 quality control, qc
降维 dimensionality reduction
主成分分析 pca
分子动力学 molecular dynamics
模拟 simulation, mock
仿真 simulation
蛋白结构 protein structure
结构预测 structure prediction
化合物 compound
药物发现 drug discovery
临床 clinical
临床试验 clinical trial
医学 medical
医疗 medical, healthcare
患者 patient
影像 imaging
遥感 remote sensing
地理 geospatial, geographic
空间分析 spatial analysis
气候 climate
量子 quantum
量子计算 quantum computing
电路 circuit
材料 materials
晶体 crystal
统计检验 statistical test
显著性 significance
方差分析 anova
相关性 correlation
线性回归 linear regression
贝叶斯 bayesian
因果推断 causal inference
实验设计 experimental design
功效分析 power analysis
样本量 sample size
数据清洗 data cleaning
缺失值 missing values
异常值 outlier
特征选择 feature selection
表格数据 tabular data
数据框 dataframe
大数据 big data
红队 red team
蓝队 blue team
渗透 penetration, pentest
提权 privilege escalation
侧信道 side channel
时序攻击 timing attack
密码学 cryptography
密码 password
破解 crack
恶意软件 malware
病毒 malware, virus
钓鱼 phishing
取证 forensics
应急响应 incident response
威胁情报 threat intelligence
入侵检测 intrusion detection
防火墙 firewall
零信任 zero trust
代码审计 code audit, security review
安全审计 security audit
跨站脚本 xss
反序列化 deserialization
越权 authorization, idor
访问控制 access control
身份认证 authentication
单点登录 sso
双因素 2fa, two factor
二次验证 2fa
验证码 captcha, verification code
密钥管理 secret management
敏感信息 secret, sensitive data
脱敏 redaction, masking
支付卡 payment card, pci
信用卡 credit card, payment card
数据保护 data protection
审计日志 audit log, audit trail
审计追踪 audit trail
签名 signature, signing
数字签名 digital signature
防篡改 tamper
篡改 tamper
灰度发布 canary
金丝雀 canary
金丝雀发布 canary
蓝绿部署 blue green
自动扩缩容 autoscaling
弹性伸缩 autoscaling
负载均衡 load balancing, load balancer
服务网格 service mesh
网关 gateway
反向代理 reverse proxy
域名 domain, dns
云服务 cloud
云原生 cloud native
无服务器 serverless
基础设施 infrastructure
基础设施即代码 infrastructure as code, terraform, iac
运维 operations, devops
高可用 high availability
容量规划 capacity planning
成本优化 cost optimization
账单 billing, invoice
虚拟机 virtual machine, vm
存储 storage
对象存储 object storage, s3
数据同步 sync, replication
变更数据捕获 cdc, change data capture
数据库迁移 database migration
发布流程 release process
语义化版本 semantic versioning, semver
变更日志 changelog
发布说明 release notes
提交信息 commit message
拉取请求 pull request, pr
合并请求 merge request, pr
冲突 conflict
合并冲突 merge conflict
变基 rebase
工作树 worktree
子模块 submodule
标签 tag, label
仓库 repository, repo
代码仓库 repository, repo
开源 open source
许可证 license
组件库 component library
设计系统 design system
设计令牌 design token
样式表 css, stylesheet
布局 layout
暗黑模式 dark mode
配色方案 color palette
插画 illustration
艺术 art
生成艺术 generative art
算法艺术 algorithmic art, generative art
流场 flow field
粒子 particle
着色器 shader
三维 3d
渲染 render, rendering
画布 canvas
矢量 vector, svg
排版 typography, layout
表单验证 form validation
截屏 screenshot
长截图 full page screenshot, long screenshot
整页截图 full page screenshot
全页截图 full page screenshot
浏览器自动化 browser automation
快照测试 snapshot test
测试用例 test case
测试驱动 tdd, test driven
测试驱动开发 tdd, test driven development
安卓 android
苹果 apple, ios
原生 native
跨平台 cross platform
离线 offline
推送通知 push notification
应用商店 app store
变革 change
变革管理 change management
组织架构 org structure, organization
重组 reorg, restructure
组织调整 reorg, restructure
绩效 performance review
绩效考核 performance review
晋升 promotion
薪酬 compensation, salary
企业文化 culture
文化 culture
领导力 leadership
高管 executive
估值 valuation
现金流 cash flow
收入 revenue
营收 revenue
利润 profit
毛利 gross margin
成本 cost
获客成本 cac, customer acquisition cost
流失 churn
流失率 churn, churn rate
续费 renewal, retention
健康度 health
北极星指标 north star metric
用户增长 growth
裂变 referral, viral
推荐计划 referral program
会员 membership, loyalty
优惠券 coupon, discount
关键词 keyword
关键词密度 keyword density
内容营销 content marketing
外链 backlink
排名 ranking
广告投放 ads, advertising
投放 ads, campaign
邮件序列 email sequence
冷邮件 cold email
销售线索 lead, leads
线索 lead
客户关系管理 crm
商机 opportunity, deal
谈判 negotiation
采购 procurement, purchase
采购单 purchase order
报价 quote, pricing
满意度 satisfaction, nps, csat
用户反馈 feedback
产品路线图 roadmap
需求文档 prd, requirements
产品需求 prd, requirements
竞品分析 competitive analysis, competitor
市场调研 market research
商业模式 business model
定位 locate, positioning
演讲稿 speech
会议记录 meeting notes, minutes
内部沟通 internal communication, internal comms
通讯 newsletter, communication
简讯 newsletter
公告 announcement
新闻稿 press release
架构决策 architecture decision, adr
决策记录 decision record, adr
技术方案 design doc, technical design
设计文档 design doc
系统设计 system design
架构图 architecture diagram
流程图 flowchart, diagram
时序图 sequence diagram
思维导图 mind map
示意图 diagram, schematic
原理图 schematic
上下文图 context diagram
用户旅程 user journey
人物画像 persona
用户画像 persona
知识管理 knowledge management
手册 manual, handbook
运行手册 runbook
事后复盘 postmortem
根因 root cause
根因分析 root cause analysis
时间线 timeline
行动项 action item
子智能体 subagent
子代理 subagent
多代理 multi agent
工作区 workspace
技能 skill
机器人 bot
集成 integration
连接器 connector
同步 sync
视频剪辑 video editing
剪辑 editing, edit
作曲 music, composition
生成图片 image generation
文生图 text to image, image generation
头像 avatar
演示 presentation, demo
清单文件 manifest
部署清单 manifest, deployment
注册 signup, register, registration
注册流程 signup flow, registration
激活 activation, activate
激活率 activation rate, activation
引导 onboarding, guide
引导流程 onboarding flow, onboarding
新用户 new user, onboarding
新手引导 onboarding
观察 observation, observe
检验 test, validate
覆盖 coverage, cover
追踪 tracking, trace
跟踪 tracking, track
处理 process, handle
记录 record, log
提取 extract
抽取 extract
识别 recognize, detect, identify
检测 detect, detection
比对 compare, alignment
清理 clean, cleanup
压缩 compress, compression
解压 extract, unzip
加速 accelerate, speed
降低 reduce
减少 reduce
添加 add
接入 integrate, integration
对接 integrate, integration
调用 call, invoke
请求 request
响应 response
发送 send
接收 receive
提醒 reminder, notify
分享 share
共享 share
协同 collaboration, collaborate
审阅 review
批注 comment, annotation
标记 mark, tag, label
归类 classify, categorize
分组 group
筛选 filter
过滤 filter
调度 schedule, scheduling
托管 hosting, host
维护 maintain, maintenance
预警 alert, warning
汇总 summarize, aggregate
聚合 aggregate, aggregation
转录 transcribe, transcription
录制 record, recording
录屏 screen recording
授权 authorize, authorization, oauth
解密 decrypt
签署 sign, signature
填写 fill
润色 polish, proofread
校对 proofread
改写 rewrite
重写 rewrite
提炼 extract, summarize
估算 estimate
预估 estimate, forecast
测量 measure
度量 metric, measure
计费 billing
付款 payment, pay
收款 payment
退款 refund
下单 order
功能 feature, functionality
特性 feature
科学 science, scientific
假设 hypothesis, assumption
神经 neural, neuro
神经科学 neuroscience
脑电 eeg
心电 ecg
生理信号 biosignal, physiological
电生理 electrophysiology
信号 signal
信号处理 signal processing
图像处理 image processing
自然语言处理 nlp, natural language processing
语言 language
文本 text
文字 text
标题 title, heading
链接 link, url
网址 url
二维码 qr code
账号 account
账户 account
角色 role, persona
成员 member
组织 organization
部门 department
员工 employee
人力资源 hr, human resources
请假 leave, pto
薪资 payroll, salary
工资 payroll, salary
税务 tax
财务报表 financial statement
资产负债表 balance sheet
损益表 income statement
快递 shipping, delivery
地址 address
位置 location
坐标 coordinates
路线 route
导航 navigation
时区 timezone
频率 frequency
生产环境 production
测试环境 staging
线上 production, online
本地 local
远程 remote
主机 host, server
端口 port
协议 protocol
带宽 bandwidth
延迟 latency
吞吐 throughput
吞吐量 throughput
瓶颈 bottleneck
卡顿 lag, slow, performance
磁盘 disk
文件系统 filesystem
进度 progress
状态 status, state
错误码 error code
超时 timeout
端点 endpoint
字段 field
表结构 schema, table
数据模型 data model, schema
实体 entity
关系 relationship, relation
外键 foreign key
主键 primary key
事务 transaction
死锁 deadlock
竞态 race condition
竞态条件 race condition
线程安全 thread safety
工作池 worker pool
事件溯源 event sourcing
事件存储 event store
领域驱动 domain driven design, ddd
领域驱动设计 domain driven design, ddd
整洁架构 clean architecture
单体 monolith
钩子 hook
回调 callback
脚手架 scaffold, scaffolding
样板 boilerplate
项目结构 project structure
目录结构 directory structure
代码风格 code style
静态检查 lint
代码检查 lint
变更 change
契约 contract
契约测试 contract test
变异测试 mutation testing
模糊测试 fuzzing, fuzz
属性测试 property based testing
测试数据 test data, fixture
假数据 mock data, fake data
实验室 lab, laboratory
样本 sample
肽段 peptide
蛋白质组学 proteomics
代谢组学 metabolomics
质谱 mass spectrometry
色谱 chromatography
光谱 spectroscopy, spectrum
天文 astronomy
生物 biology
生物信息 bioinformatics
生物信息学 bioinformatics
医学影像 medical imaging
病理 pathology
基因组学 genomics
序列 sequence
进化 evolution, phylogenetic
系统发育 phylogenetic, phylogeny
流行病学 epidemiology
统计学 statistics
概率 probability
分布 distribution
抽样 sampling
置信区间 confidence interval
效应量 effect size
论文写作 scientific writing, paper writing
学术 academic
同行评审 peer review
基金 grant, funding
申请书 proposal, application
基金申请 grant proposal
学位论文 thesis, dissertation
毕业论文 thesis
营销活动 campaign
活动 campaign, event
海外 international
出海 international expansion
跨境 cross border
店铺 store, shop
商品 product
详情页 product page
评价 review
售后 support, customer service
退货 return, refund
月报 monthly report
尽职调查 due diligence
尽调 due diligence
并购 acquisition, merger
股东 shareholder
期权 options, equity
合伙人 partner, cofounder
法务 legal
条款 terms
隐私政策 privacy policy
用户协议 terms of service
知识产权 intellectual property
专利 patent
商标 trademark
版权 copyright
许可 license, permission
标准 standard
颜色 color
符合 comply, compliance
欢迎 welcome
意见 feedback, comments
方法 method
流量 traffic
平台 platform
避免 avoid
厂商 vendor
锁定 lock
厂商锁定 vendor lock-in, lock-in
套餐 tier, plan
鉴定 identification, identify
传感器 sensor
流动性 liquidity
流动性池 liquidity pool, liquidity
控制 control
比率 ratio
帖子 post
连接 connection, connect
连接池 connection pool
等待 wait
语音 voice, speech
公司 company
企业 enterprise, company
展示 showcase, display
早期 early stage
竞争 competition, competitive
硬件 hardware
软件 software
收购 acquisition, acquire
通信 communication
双向 mutual, bidirectional
季度 quarter, quarterly
通道 channel
阻力 friction
新建 create
季度报告 quarterly report
年度 annual
指南 guide
规则 rule, rules
政策 policy
界面设计 interface design, ui design
交互设计 interaction design
视觉设计 visual design
品牌设计 brand design
标志 logo
按钮 button
弹窗 popup, modal
输入框 input
下拉框 dropdown
导航栏 navigation
侧边栏 sidebar
首页 homepage
登录页 login page
注册页 signup page
定价页 pricing page
详情 detail
列表 list
卡片 card
轮播 carousel
搜索框 search box
评分 rating, score
打分 scoring, score
排行 ranking
目标 goal, target
目标用户 target audience
受众 audience
用户群 audience, segment
细分 segment, segmentation
画像 persona, profile
渠道 channel
触达 reach, outreach
曝光 impression, exposure
点击率 click through rate, ctr
转化漏斗 funnel
复购 repeat purchase, retention
客单价 average order value, aov
毛利率 gross margin
净利润 net profit
成本结构 cost structure
单位经济 unit economics
盈亏平衡 break even
烧钱 burn rate
跑道 runway
现金 cash
账款 receivables, payables
发票管理 invoice
税率 tax rate
合规性 compliance
监管 regulation, regulatory
审批流 approval workflow
工作流引擎 workflow engine
规则引擎 rule engine
数据治理 data governance
元数据 metadata
主数据 master data
数据质量 data quality
数据血缘 data lineage
数据湖 data lake
湖仓 lakehouse
实时计算 stream processing, real time
流处理 stream processing
批处理 batch processing
调度器 scheduler
工作节点 worker
集群管理 cluster management
容器编排 container orchestration
服务发现 service discovery
配置中心 configuration
注册中心 service registry
熔断器 circuit breaker
降级 degradation, fallback
超卖 oversell
秒杀 flash sale
高并发 high concurrency, concurrency
分布式锁 distributed lock
分布式事务 distributed transaction
一致性 consistency
最终一致性 eventual consistency
幂等性 idempotency
序列化 serialization
反射 reflection
注解 annotation
装饰器 decorator
泛型编程 generic programming
宏 macro
模板引擎 template engine
热重载 hot reload
打包工具 bundler
构建工具 build tool
包管理 package manager, package management
包管理器 package manager
虚拟环境 virtual environment, venv
依赖管理 dependency management
锁文件 lockfile
版本冲突 version conflict, dependency conflict
单元 unit
桌面应用 desktop app
桌面 desktop
命令行工具 cli
图形界面 gui
跨端 cross platform
小游戏 game, mini game
游戏引擎 game engine
关卡设计 level design
角色动画 character animation
物理引擎 physics engine
碰撞 collision
着色 shading, shader
光照 lighting
纹理 texture
模型文件 model file
音效 sound effect, audio
声音 sound, audio, voice
实时语音 real time voice, voice
低延迟 low latency, latency
延时 latency, delay
翻译成 translate
本地部署 self hosted, on premise
私有化 self hosted, on premise
开源模型 open source model
大语言模型 llm, large language model
嵌入模型 embedding model, embedding
重排 rerank, reranking
召回 recall, retrieval
评估集 eval set, evaluation
基线 baseline
消融 ablation
对照组 control group
实验组 treatment group
显著 significant
样本量计算 sample size
问卷设计 survey design
访谈提纲 interview guide
用户访谈 user interview
可用性测试 usability testing
原型设计 prototyping, prototype
高保真 high fidelity
低保真 low fidelity, wireframe
关键 key, critical
压力 stress, pressure
压力测试 stress test, load test
遥测 telemetry
威胁 threat
狩猎 hunting, hunt
威胁狩猎 threat hunting, threat
控制器 controller
视图 view
路由器 router
状态码 status code
跨域 cors
限速 rate limit
分页 pagination
全文检索 full text search
倒排索引 inverted index
向量数据库 vector database
问答 question answering, qa
客服机器人 chatbot, support bot
对话系统 chatbot, dialogue
意图识别 intent detection, intent
情感分析 sentiment analysis, sentiment
文本分类 text classification
命名实体 named entity, ner
信息抽取 information extraction, extraction
摘要生成 summarization
机器翻译 machine translation
语音转文字 speech to text, transcription
文字转语音 text to speech, tts
文字识别 ocr
图像生成 image generation
图像编辑 image editing
抠图 background removal
超分辨率 upscale, super resolution
去噪 denoise
视频生成 video generation
数字人 avatar, digital human
故事板 storyboard
叙事 narrative, storytelling
讲故事 storytelling
数据叙事 data storytelling, storytelling
领导层 leadership
高层 executive, leadership
汇报材料 presentation, report
入侵 intrusion
攻击 attack
攻击面 attack surface
漏洞利用 exploit
利用 exploit
横向移动 lateral movement
持久化 persistence
异常行为 anomaly
异常检测 anomaly detection
资产 asset
补丁 patch
加固 hardening
安全加固 security hardening
最小权限 least privilege
端口扫描 port scan
子域名 subdomain
枚举 enumeration, enumerate
暴力破解 brute force
爆破 brute force
撞库 credential stuffing
会话劫持 session hijacking
点击劫持 clickjacking
跨站请求伪造 csrf
服务端请求伪造 ssrf
文件包含 file inclusion, lfi
目录遍历 path traversal, directory traversal
命令注入 command injection
代码注入 code injection
反弹 reverse shell
数据泄露 data breach, leak
泄露 leak
勒索软件 ransomware
木马 trojan, malware
后门 backdoor
沙箱 sandbox
逆向工程 reverse engineering
固件 firmware
物联网 iot
嵌入式 embedded
创始人 founder
联合创始人 cofounder, founder
顾问 advisor, consultant
讨论 discussion, discuss
研讨 discussion, workshop
质量 quality
维度 dimension
建议 recommendation, suggestion, advice
`;

// host.js-src/core/cjk.ts
function dictionaryGeneric(word, dict) {
  if (TERMS.zhToEn.has(word)) return false;
  const glosses = dict.get(word);
  return glosses !== void 0 && glosses.every((g) => g.every((t) => GENERIC_STEMS.has(t) || STOP.has(t)));
}
function parseTerms(text) {
  const zhToEn = /* @__PURE__ */ new Map();
  const enToZh = /* @__PURE__ */ new Map();
  let maxKey = 1;
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const space = trimmed.search(/\s/);
    if (space < 0) continue;
    const key = trimmed.slice(0, space);
    const alts = trimmed.slice(space + 1).split(",").map((alt) => latinTerms(alt)).filter((t) => t.length > 0);
    if (!alts.length) continue;
    zhToEn.set(key, alts);
    maxKey = Math.max(maxKey, key.length);
    for (const alt of alts) {
      if (alt.length !== 1) continue;
      const list = enToZh.get(alt[0]) ?? [];
      if (!list.includes(key)) list.push(key);
      enToZh.set(alt[0], list);
    }
  }
  return { zhToEn, enToZh, maxKey };
}
var TERMS = parseTerms(TERMS_ZH);
var segmenter;
function segmentRest(text, out, dict) {
  if (!text) return;
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  if (!dict) {
    for (const s of segmenter.segment(text)) if (s.isWordLike && s.segment.length >= 2) out.push(s.segment);
    return;
  }
  const maxKey = Math.max(dict.maxKey, TERMS.maxKey);
  let gap = "";
  const flushGap = () => {
    if (gap) {
      for (const s of segmenter.segment(gap)) if (s.isWordLike && s.segment.length >= 2) out.push(s.segment);
    }
    gap = "";
  };
  let i = 0;
  while (i < text.length) {
    let len = Math.min(maxKey, text.length - i);
    for (; len >= 2; len--) if (knownZh(text.slice(i, i + len), dict)) break;
    if (len >= 2) {
      flushGap();
      out.push(text.slice(i, i + len));
      i += len;
    } else if (i + 2 < text.length && SPLIT_INFIX.has(text[i + 1]) && !startsWord(text, i + 2, maxKey, dict) && knownZh(text[i] + text[i + 2], dict)) {
      flushGap();
      out.push(text[i] + text[i + 2]);
      i += 3;
    } else gap += text[i++];
  }
  flushGap();
}
var SPLIT_INFIX = /* @__PURE__ */ new Set(["个", "好", "完", "了"]);
function startsWord(text, i, maxKey, dict) {
  for (let len = Math.min(maxKey, text.length - i); len >= 2; len--) if (knownZh(text.slice(i, i + len), dict)) return true;
  return false;
}
function inTermTable(word) {
  return TERMS.zhToEn.has(word);
}
function knownZh(word, dict) {
  return TERMS.zhToEn.has(word) || dict !== void 0 && dict.has(word);
}
function dictionaryWords(text, dict) {
  const out = [];
  const maxKey = Math.max(dict.maxKey, TERMS.maxKey);
  let i = 0;
  while (i < text.length) {
    let len = Math.min(maxKey, text.length - i);
    for (; len >= 2; len--) if (knownZh(text.slice(i, i + len), dict)) break;
    if (len >= 2) {
      out.push(text.slice(i, i + len));
      i += len;
    } else i++;
  }
  return out;
}
function segmentCjk(run, dict) {
  const out = [];
  let pending = "";
  let i = 0;
  while (i < run.length) {
    let hit = "";
    for (let len = Math.min(TERMS.maxKey, run.length - i); len >= 2; len--) {
      const piece = run.slice(i, i + len);
      if (TERMS.zhToEn.has(piece)) {
        hit = piece;
        break;
      }
    }
    if (hit) {
      segmentRest(pending, out, dict);
      pending = "";
      out.push(hit);
      i += hit.length;
    } else {
      pending += run[i];
      i++;
    }
  }
  segmentRest(pending, out, dict);
  return out;
}

// host.js-src/core/chunks.ts
var CJK_CHAR = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
var CHUNK = /[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}\-_.'’+#]*/gu;
var ASCII_ONLY = /^[\x00-\x7f]*$/;
function isWordCode(c) {
  return c >= 97 && c <= 122 || c >= 48 && c <= 57;
}
function isJoinerCode(c) {
  return c === 45 || c === 95 || c === 46 || c === 39 || c === 43 || c === 35;
}
function isTrailingJoinerCode(c) {
  return c === 45 || c === 95 || c === 46 || c === 39 || c === 8217;
}
function isPlainWord(s) {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}
function isSpaceCode(c) {
  if (c <= 32) return c === 32 || c >= 9 && c <= 13;
  if (c < 160) return false;
  return c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function allSpace(s, from, to) {
  if (to <= from) return false;
  for (let i = from; i < to; i++) if (!isSpaceCode(s.charCodeAt(i))) return false;
  return true;
}
var HAS_CJK = new RegExp(`[${CJK_CHAR}]`, "u");
var CJK_SPLIT = new RegExp(`[${CJK_CHAR}]+|[^${CJK_CHAR}]+`, "gu");
var IS_CJK = new RegExp(`^[${CJK_CHAR}]`, "u");
var JOINERS = /[-_.'’]+/;
var DIGITS = new RegExp("^\\p{N}+$", "u");
function normalizeChunk(chunk) {
  if (chunk === "c++") return "cpp";
  if (chunk === "c#") return "csharp";
  if (chunk === "f#") return "fsharp";
  if (chunk === "net" || chunk === ".net") return "dotnet";
  return chunk.replace(/[+#]+$/, "").replace(/n['’]t$/, "nt").replace(/['’](?:s|ll|re|ve|d|m)$/, "");
}
var CHUNK_CACHE = /* @__PURE__ */ new Map();
var CHUNK_CACHE_MAX = 2e5;
function latinChunk(raw) {
  const cached = CHUNK_CACHE.get(raw);
  if (cached) return cached;
  const chunk = normalizeChunk(raw.replace(/[-_.'’]+$/, ""));
  const rawParts = chunk.split(JOINERS).filter(Boolean).map((p) => p.length > LIMITS.tokenMaxChars ? p.slice(0, LIMITS.tokenMaxChars) : p);
  const parts = [];
  let allStop = true;
  let allGeneric = true;
  for (const p of rawParts) {
    if (STOP.has(p)) continue;
    allStop = false;
    if (!GENERIC.has(p) && !GENERIC_STEMS.has(stem(p))) allGeneric = false;
    if (p.length < 2 || DIGITS.test(p)) continue;
    const st = stem(p);
    if (!parts.includes(st)) parts.push(st);
  }
  const c = { parts, cjk: false, stop: allStop, generic: allGeneric && !allStop };
  if (rawParts.length === 1 && parts.length === 1) c.raw = rawParts[0];
  if (rawParts.length > 1) {
    const joined = rawParts.join("");
    if (!DIGITS.test(joined) && joined.length >= 2 && joined.length <= 40) c.joined = stem(joined);
  }
  if (CHUNK_CACHE.size >= CHUNK_CACHE_MAX) CHUNK_CACHE.clear();
  CHUNK_CACHE.set(raw, c);
  return c;
}
var LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
var LEADING_JOINERS = /^[^\p{L}\p{N}]+/u;
function chunks(text, dict, trace) {
  const out = [];
  const lower = text.toLowerCase();
  let end = -1;
  const note = (raw, from, to) => {
    if (!trace) return;
    let cut = raw.length;
    while (cut > 0 && isTrailingJoinerCode(raw.charCodeAt(cut - 1))) cut--;
    const word = cut === raw.length ? raw : raw.slice(0, cut);
    trace.raws.push(isPlainWord(word) ? word : "");
    trace.spaced.push(end >= 0 && from > end && allSpace(lower, end, from));
    end = to < 0 ? -1 : to - (raw.length - word.length);
  };
  let m;
  if (ASCII_ONLY.test(lower)) {
    const n = lower.length;
    let i = 0;
    while (i < n) {
      if (!isWordCode(lower.charCodeAt(i))) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < n) {
        const c = lower.charCodeAt(j);
        if (!isWordCode(c) && !isJoinerCode(c)) break;
        j++;
      }
      out.push(latinChunk(lower.slice(i, j)));
      note(lower.slice(i, j), i, j);
      i = j;
    }
    return out;
  }
  CHUNK.lastIndex = 0;
  while (m = CHUNK.exec(lower)) {
    const whole = m[0];
    if (!HAS_CJK.test(whole)) {
      out.push(latinChunk(whole));
      note(whole, m.index, m.index + whole.length);
      continue;
    }
    for (const raw of whole.match(CJK_SPLIT)) {
      if (IS_CJK.test(raw)) {
        for (const w of segmentCjk(raw, dict)) {
          out.push({ parts: [w], cjk: true, stop: CJK_STOP.has(w), generic: false });
          note("", -1, -1);
        }
      } else if (LETTER_OR_DIGIT.test(raw)) {
        out.push(latinChunk(raw.replace(LEADING_JOINERS, "")));
        note("", -1, -1);
      }
    }
  }
  return out;
}

// host.js-src/core/query.ts
var PHRASES = /* @__PURE__ */ new Map();
function splitUnknownZh(word, ctx) {
  if (!ctx.dict || word.length < 3 || knownZh(word, ctx.dict) || ctx.has?.(word)) return [word];
  const parts = dictionaryWords(word, ctx.dict);
  return parts.length >= 2 || parts.length === 1 && parts[0].length < word.length ? parts : [word];
}
var PARTICLES = new Set(words(PARTICLE_WORDS));
var OBJECT_PRONOUNS = new Set(words(OBJECT_PRONOUN_WORDS));
function gluedPair(a, b, rawA, rawB, has) {
  if (a.cjk || b.cjk || a.stop || a.parts.length !== 1 || a.joined || b.joined) return void 0;
  if (!PARTICLES.has(rawB) && (b.stop || b.parts.length !== 1)) return void 0;
  const first = a.parts[0];
  const second = PARTICLES.has(rawB) ? void 0 : b.parts[0];
  if (second && PHRASES.has(`${first} ${second}`)) return void 0;
  for (const key of [stem(rawA + rawB), stem(first + rawB)]) if (key !== first && key !== second && has(key)) return key;
  return void 0;
}
function queryTokens(text, ctx = {}) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const dict = ctx.dict;
  const cs = [];
  const trace = { raws: [], spaced: [] };
  const read = chunks(text, dict, ctx.has ? trace : void 0);
  for (let j = 0; j < read.length; j++) {
    const c = read[j];
    const next = read[j + 1];
    const glued = ctx.has && next && trace.spaced[j + 1] && trace.raws[j] && trace.raws[j + 1] ? gluedPair(c, next, trace.raws[j], trace.raws[j + 1], ctx.has) : void 0;
    const split = !glued && ctx.has && j + 2 < read.length && trace.raws[j] && OBJECT_PRONOUNS.has(trace.raws[j + 1]) && trace.spaced[j + 1] && trace.spaced[j + 2] && PARTICLES.has(trace.raws[j + 2]) ? gluedPair(c, read[j + 2], trace.raws[j], trace.raws[j + 2], ctx.has) : void 0;
    if (glued && PARTICLES.has(trace.raws[j + 1]) || split) {
      cs.push({ parts: [glued ?? split], cjk: false, stop: false, generic: false, glue: c.generic ? [] : [c.parts[0]] });
      j += split ? 2 : 1;
      continue;
    }
    if (glued && ctx.solid?.(glued, c.parts[0], next.parts[0])) {
      cs.push({ parts: [glued], cjk: false, stop: false, generic: false, glue: [c.parts[0], next.parts[0]] });
      j++;
      continue;
    }
    if (glued) {
      cs.push({ ...c, also: glued }, { ...next, also: glued });
      j++;
      continue;
    }
    if (c.stop) {
      if (c.joined && !STOP.has(c.joined)) cs.push({ parts: [c.joined], cjk: false, stop: false, generic: false });
      continue;
    }
    if (!c.cjk || !dict) {
      cs.push(c);
      continue;
    }
    for (const w of splitUnknownZh(c.parts[0], ctx)) if (!CJK_STOP.has(w)) cs.push({ parts: [w], cjk: true, stop: false, generic: dictionaryGeneric(w, dict) });
  }
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i];
    let phrase;
    for (let len = 3; len >= 2 && !phrase; len--) {
      if (i + len > cs.length) continue;
      const run = cs.slice(i, i + len);
      if (run.some((x) => x.cjk || x.parts.length !== 1 || x.joined || x.glue)) continue;
      const parts = run.map((x) => x.parts[0]);
      const key2 = PHRASES.get(parts.join(" "));
      if (key2) phrase = { key: key2, parts, len };
    }
    if (phrase) {
      i += phrase.len - 1;
      if (seen.has(phrase.key)) continue;
      seen.add(phrase.key);
      out.push({ key: phrase.key, parts: phrase.parts, cjk: false, generic: false });
      continue;
    }
    if (c.glue) {
      const key2 = c.parts[0];
      if (seen.has(key2)) continue;
      seen.add(key2);
      out.push({ key: key2, parts: c.glue, cjk: false, generic: false });
      continue;
    }
    const lost = c.joined !== void 0 && c.parts.length === 1 && c.parts[0] !== c.joined;
    const key = c.joined && (c.parts.length !== 1 || lost) ? c.joined : c.parts[0];
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const token = { key, parts: c.joined && (c.parts.length > 1 || lost) ? c.parts : [], cjk: c.cjk, generic: c.generic };
    if (c.also) token.glued = c.also;
    if (c.raw && !c.cjk && !c.generic) {
      const variants = derivedVariants(c.raw, key);
      if (variants.length) token.variants = variants;
      if (isPlainWord(c.raw)) token.raw = c.raw;
    }
    out.push(token);
  }
  if (dict) takenSenses(out, dict);
  return out;
}
function takenSenses(tokens, dict) {
  const used = /* @__PURE__ */ new Set();
  for (const t of tokens) {
    if (!t.cjk || t.generic) {
      used.add(t.key);
      continue;
    }
    const table = TERMS.zhToEn.get(t.key);
    const senses = (table ?? dict.get(t.key) ?? []).map((g) => g.join(" "));
    if (!table) {
      const taken = senses.filter((g) => used.has(g));
      if (taken.length && taken.length < senses.length) t.taken = taken;
    }
    for (const g of senses) used.add(g);
  }
}
function writtenWords(text) {
  return chunks(text).length;
}
function queryWords(text, maxWords) {
  const tokens = queryTokens(text);
  const topical = tokens.filter((t) => !t.generic);
  return (topical.length ? topical : tokens).slice(0, maxWords).map((t) => t.key);
}
function parseSynonyms(text) {
  const map = /* @__PURE__ */ new Map();
  for (const line of text.split("\n")) {
    const members = line.split(",").map((m) => {
      const raw = [...m.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((x) => x[0]).filter((w) => !STOP.has(w));
      const terms = raw.map(stem);
      return { terms, key: terms.length > 1 ? stem(raw.join("")) : terms[0] ?? "" };
    }).filter((m) => m.terms.length > 0);
    if (members.length < 2) continue;
    for (const m of members) {
      if (m.terms.length > 1 && m.terms.length <= 3) PHRASES.set(m.terms.join(" "), m.key);
      const list = map.get(m.key) ?? [];
      for (const other of members) {
        if (other.key === m.key) continue;
        if (!list.some((x) => x.join(" ") === other.terms.join(" "))) list.push(other.terms);
      }
      map.set(m.key, list);
    }
  }
  return map;
}
var SYNONYMS = parseSynonyms(SYNONYM_GROUPS);
function parseNarrower(text) {
  const map = /* @__PURE__ */ new Map();
  for (const line of text.split("\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const broad = latinTerms(line.slice(0, colon));
    if (broad.length !== 1) continue;
    const list = [];
    for (const member of line.slice(colon + 1).split(",")) {
      const raw = [...member.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((x) => x[0]).filter((w) => !STOP.has(w));
      if (!raw.length) continue;
      list.push(raw.map(stem));
      if (raw.length > 1) list.push([stem(raw.join(""))]);
    }
    map.set(broad[0], list);
  }
  return map;
}
var NARROWER = parseNarrower(NARROWER_TERMS);
var SITUATION = parseNarrower(SITUATION_TERMS);
function alternatives(token, dict) {
  const out = [{ terms: [token.key], kind: "word" }];
  const seen = /* @__PURE__ */ new Set([token.key]);
  const add = (terms, kind) => {
    const id = terms.join(" ");
    if (!terms.length || seen.has(id)) return;
    seen.add(id);
    out.push({ terms: [...terms], kind });
  };
  if (token.parts.length > 1 || token.parts.length === 1 && token.parts[0] !== token.key) add(token.parts, "parts");
  if (token.cjk) {
    for (const alt of TERMS.zhToEn.get(token.key) ?? dict?.get(token.key) ?? []) {
      if (token.taken?.includes(alt.join(" "))) continue;
      add(alt, "translation");
      if (alt.length === 1) for (const syn of [...SYNONYMS.get(alt[0]) ?? [], ...NARROWER.get(alt[0]) ?? []]) add(syn, "synonym");
    }
    return out;
  }
  if (token.glued) add([token.glued], "parts");
  for (const syn of SYNONYMS.get(token.key) ?? []) add(syn, "synonym");
  for (const narrow of NARROWER.get(token.key) ?? []) add(narrow, "synonym");
  for (const zh of TERMS.enToZh.get(token.key) ?? []) add([zh], "translation");
  for (const domain of SITUATION.get(token.key) ?? []) add(domain, "situation");
  for (const related of dict?.get(token.key) ?? []) add(related, "situation");
  for (const v of token.variants ?? []) {
    add([v], "derived");
    for (const syn of SYNONYMS.get(v) ?? []) add(syn, "synonym");
  }
  return out;
}

// host.js-src/core/tokenize.ts
function tokenize(text) {
  const out = [];
  for (const c of chunks(text)) {
    if (c.stop) continue;
    for (const p of c.parts) out.push(p);
    if (c.joined && !c.parts.includes(c.joined)) out.push(c.joined);
  }
  return out;
}

// host.js-src/library/fs-port.ts
var FsCheckError = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = "FsError";
  }
  code;
};
async function readTextChecked(fs, target, options, signal) {
  if (fs.readChecked) return fs.readChecked(target, options, signal);
  return readTextCheckedByPath(fs, target, options, signal);
}
async function readTextCheckedByPath(fs, target, options, signal) {
  const path = target.displayPath;
  const before = await fs.stat(target, signal);
  if (!before) throw Object.assign(new Error(`not found: ${path}`), { code: "FS_NOT_FOUND" });
  checkInfo(before, path, options);
  const real = realPathOf(target);
  if (options.inside !== void 0 && !isInsideReal(options.inside, real)) throw outside(path, real, options.inside);
  const text = await fs.readText(target, signal);
  const after = await fs.stat(target, signal);
  const again = realPathOf(await fs.resolve(path, { signal }));
  if (!after || versionKey(after) !== versionKey(before) || again !== real) {
    throw new FsCheckError("FS_CHANGED", `${path} changed while it was read (replaced, moved or rewritten); it was not served. Retry; if it keeps changing, something is rewriting the library`);
  }
  return text;
}
function isInsideReal(outer, inner) {
  const o = outer.replace(/[\\/]+$/, "");
  return inner === o || inner.startsWith(o + "/");
}
function outside(path, real, root) {
  return new FsCheckError("FS_OUTSIDE", `${path} resolves to ${real}, outside ${root} (a symlink or a moved folder points out); it was not read`);
}
function checkInfo(info, path, options) {
  if (info.type !== "file") throw new FsCheckError("FS_NOT_REGULAR_FILE", `${path} is not a regular file (${info.type === "directory" ? "a folder" : "a FIFO, socket or device"}); it was not read`);
  if (info.size !== void 0 && info.size > options.maxBytes) throw tooLarge(path, info.size, options.maxBytes);
}
function tooLarge(path, size, cap) {
  return new FsCheckError("FS_TOO_LARGE", `${path} is ${size} bytes, over the ${cap}-byte limit; it was not read`);
}
function realPathOf(target) {
  return typeof target.targetKey === "string" && target.targetKey.startsWith("/") ? target.targetKey : target.displayPath;
}
function errorCode(err) {
  if (err && typeof err === "object" && "code" in err && typeof err.code === "string") {
    return err.code;
  }
  return void 0;
}
function describeFsError(err, path) {
  switch (errorCode(err)) {
    case "FS_NOT_FOUND":
    case "ENOENT":
      return `${path} does not exist`;
    case "FS_NOT_TEXT":
      return `${path} is not UTF-8 text (binary bytes or invalid encoding)`;
    case "FS_NOT_REGULAR_FILE":
      return `${path} is not a regular file`;
    case "FS_NOT_DIRECTORY":
    case "ENOTDIR":
      return `${path} is not a folder`;
    case "FS_PERMISSION_DENIED":
    case "FS_SANDBOX_DENIED":
    case "EACCES":
      return `${path} cannot be read: permission denied`;
    case "FS_ABORTED":
      return `reading ${path} was cancelled`;
    case "FS_TOO_LARGE":
    case "FS_OUTSIDE":
    case "FS_HARDLINK":
    case "FS_CHANGED":
      return err instanceof Error ? err.message : String(err);
    default: {
      const msg = err instanceof Error ? err.message : String(err);
      return `${path} could not be read: ${msg}`;
    }
  }
}
function versionKey(info) {
  if (!info) return "missing";
  const v = info.version;
  return typeof v === "string" || typeof v === "number" ? `${v}:${info.size ?? ""}` : JSON.stringify(v ?? null) + `:${info.size ?? ""}`;
}

export {
  joinPath,
  dirname,
  basename,
  isInside,
  unsafeRelativePath,
  lexicon_exports,
  STOP,
  stem,
  isGenericTerm,
  oneEditStems,
  TERMS_ZH,
  TERMS,
  inTermTable,
  queryTokens,
  writtenWords,
  queryWords,
  alternatives,
  tokenize,
  FsCheckError,
  readTextChecked,
  checkInfo,
  tooLarge,
  realPathOf,
  describeFsError,
  versionKey
};
