/**
 * The English word lists of the tokenizer: stop words, generic request words, British spellings
 * and synonym groups. Plain data; tokenize.ts turns it into lookup tables once.
 */

/** Function words: never indexed, never searched. */
export const STOP_WORDS = `a an and are as at be been being but by can could did do does doing done for from had has
have having he her here hers him his how i if in into is it its itself me mine my myself of on onto or our ours
ourselves she so than that the their theirs them then there these they this those to too us was we were what when
where which who whom whose why will with would you your yours yourself shall should may might must am let lets
via per etc eg ie vs about above after again against all also any because before below between both each few
further just more most no nor not now only other own same some such until up very while down out off over under
once whether either neither although though unless since upon within without across around through toward towards
instead rather yet else ever never always often usually maybe perhaps probably really actually basically simply
dont doesnt cant wont isnt arent didnt im ive youre were theyre its please thanks thank hi hello hey ok okay yes sure`

/**
 * Words that say how a request is phrased, not what it is about ("help me", "I want", "next week",
 * "the important file"). They are kept only when a query has nothing else, so "help" alone still
 * searches, but they are never required in a longer query and add no score there.
 */
export const GENERIC_WORDS = `help helps helping want wants wanted need needs needed make makes made making get gets got getting
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
given among plus away back fresh show shows showing walk`

/**
 * The adverb particles of English phrasal verbs ("set up", "roll back", "log in", "clean up", "break
 * down"): a closed class of the grammar, not topic words. A verb typed with one is also read as
 * the glued term when the library holds it (setup, rollback, login: query.ts gluedPair).
 */
export const PARTICLE_WORDS = `up down out off over in on back away through around along apart`
/** Object pronouns, which English puts between a verb and its particle ("set it up", "roll them back"). */
export const OBJECT_PRONOUN_WORDS = `it them that this these those him her me us everything`

/** British spellings the stemmer cannot meet on its own, mapped to the American form. */
export const BRITISH = `colour color, colours colors, behaviour behavior, behaviours behaviors, favour favor, flavour flavor,
honour honor, labour labor, neighbour neighbor, centre center, centres centers, licence license, defence defense,
offence offense, catalogue catalog, dialogue dialog, programme program, programmes programs, grey gray,
modelling modeling, modelled modeled, labelling labeling, labelled labeled, cancelling canceling, cancelled canceled,
travelling traveling, signalling signaling, levelling leveling, channelling channeling, fulfil fulfill,
enrol enroll, analyse analyze, analysed analyzed, analysing analyzing, paralyse paralyze, judgement judgment,
ageing aging, artefact artifact, artefacts artifacts, cheque check, aluminium aluminum, tyre tire, storey story`

/**
 * Derived nouns the suffix rules cannot bring back to their verb (invocation ≠ invoke + -ation,
 * response ≠ respond + -s), mapped to the verb. Only pairs that mean the same act.
 */
export const DERIVATIONS = `invocation invoke, response respond, description describe, subscription subscribe,
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
usability usable, readability readable, maintainability maintainable, testability testable`

/**
 * Synonym groups: every member stands for the others (a match through a synonym scores
 * `WEIGHTS.synonym` of a direct one). A member of several words is a phrase: all its words must be
 * present. Keep groups to true equivalents; a loose group costs precision on every query.
 */
export const SYNONYM_GROUPS = `
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
`

/**
 * Broader word: narrower words that count as it (one way). "training" is present where a skill
 * says "fine-tune", "database" where it says "postgres"; the reverse does not hold (a skill about
 * databases in general is not a Postgres skill). Scored like a synonym.
 */
export const NARROWER_TERMS = `
train: fine-tune, finetune, pretrain, sft
database: postgres, postgresql, mysql, sqlite, mongodb, mariadb
container: docker, podman
cloud: aws, gcp, azure
frontend: react, vue, svelte, angular
mobile: ios, android, flutter, react native
blockchain: ethereum, solana, solidity, cosmos, substrate, polkadot
payment: stripe, paypal
monitor: prometheus, grafana, datadog
`

/**
 * Situation words: how a user describes the trouble they are in, mapped one way to the word a skill
 * uses for its domain ("our pages are slow" → performance, "an attacker could break in" →
 * security, "pods keep restarting" → Kubernetes). Same format and same reading as
 * `NARROWER_TERMS`: the query word is present where a skill says one of the words after the colon
 * (scored like a synonym). One way only: a skill about performance is not about "slow".
 */
export const SITUATION_TERMS = `
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
`

/** Chinese words that only shape a sentence (pronouns, "help me", "one", "how"); dropped from queries. */
export const CJK_STOP_WORDS = `我们 你们 他们 她们 它们 自己 一个 一下 一些 一点 一遍 一次 这个 那个 这些 那些 这里 那里 这样 那样 怎么
怎样 什么 如何 为什么 哪些 哪个 可以 需要 能够 应该 如果 然后 还有 以及 并且 或者 因为 所以 但是 已经 之前 之后 之间 真正 我把 先把
你把 要有 很低 很高 看看 帮忙 帮我 给我 里面 以后 现在 今天 明天 昨天 下周 本周 时候 东西 问题 事情 一起 所有 每个 全部 都是 还是 就是
只是 不是 没有 不要 想要 希望 觉得 知道 告诉 请问 麻烦 找一下 一种 其他 别的 主要 非常 比较 特别 进行 使用 用于 通过 关于 对于 根据
按照 以便 这段 那段 这批 那批 这份 那份
总是 老是 一直 经常 清楚 搞不清楚 搞不懂 搞清楚 弄清楚 不懂 不会 不知道 怎么办 该怎么办 怎么弄 再做 再把 做个 做一个
写个 写一个 一张 一份 一篇 一段 一套 几个 几张 多个 各种 一堆 有点 有些 这种 那种 之类 比如 例如 另外 同时 而且 还要
其中 能否 是否 有没有 能不能 可不可以 最好 尽量 顺便 直接 然后再 我想 我要 想把 打算 准备 目前 一份儿 看下 看一下 查一下
首次 快速 提出 很多 不少 出错 出现 发生 遇到 碰到 时能 能够 一套 一份 几家 几种 还要 要求 以下 如下 上面 下面
重新 换了 一批 往里面 过去 标明 作品 第三 第一 第二 重点 一家 一台 一条 几条 几篇 几行 几张 一下子 准备 需要做 做成 变成 弄成 搞定 实现一个 怎么做 怎么写 如何做
作为 我的 你的 我们的 交给 该交给 哪位`
