/**
 * An optional Chinese rendering of English skill names, for display only. The real name is always
 * shown beside it and is the only name any action uses. A name is rendered only when every word of
 * it is known (phrases first, then single words); a half-translated name reads worse than none.
 */

/** Multi-word phrases, matched before single words (hyphen-joined, lower case). */
const PHRASES: Record<string, string> = {
  'code-review': '代码审查',
  'pull-request': '拉取请求',
  'test-driven-development': '测试驱动开发',
  'test-driven': '测试驱动',
  'best-practices': '最佳实践',
  'release-notes': '发布说明',
  'commit-message': '提交信息',
  'skill-creator': '技能创建器',
  'machine-learning': '机器学习',
  'error-handling': '错误处理',
  'root-cause': '根因',
  'front-end': '前端',
  'back-end': '后端',
  'user-interface': '用户界面',
  'web-app': '网页应用',
}

/** Single words. Product names and acronyms stay as they are (see KEEP). */
const WORDS: Record<string, string> = {
  agent: '智能体', agents: '智能体', ai: '人工智能', analysis: '分析', analyst: '分析师', analytics: '分析',
  api: '接口', app: '应用', architect: '架构师', architecture: '架构', audit: '审计', auditor: '审计员',
  automation: '自动化', backend: '后端', best: '最佳', brand: '品牌', browser: '浏览器', build: '构建',
  builder: '构建器', business: '商业', canvas: '画布', checklist: '清单', cloud: '云', code: '代码',
  commit: '提交', compliance: '合规', configuration: '配置', content: '内容', context: '上下文',
  creator: '创建器', data: '数据', database: '数据库', debug: '调试', debugging: '调试', deploy: '部署',
  deployment: '部署', design: '设计', designer: '设计师', dev: '开发', developer: '开发者',
  development: '开发', docs: '文档', document: '文档', documentation: '文档', driven: '驱动',
  engineer: '工程师', engineering: '工程', error: '错误', expert: '专家', file: '文件', files: '文件',
  frontend: '前端', generator: '生成器', guidelines: '指南', guide: '指南', image: '图像',
  implementation: '实现', incident: '事故', integration: '集成', library: '库', management: '管理',
  manager: '管理器', marketing: '营销', memory: '记忆', message: '信息', migration: '迁移', mobile: '移动端',
  notes: '说明', optimization: '优化', orchestration: '编排', parallel: '并行', patterns: '模式',
  performance: '性能', pipeline: '流水线', plan: '计划', planning: '规划', practices: '实践', product: '产品',
  prompt: '提示词', protocol: '协议', quality: '质量', release: '发布', research: '研究', review: '审查',
  reviewer: '审查者', risk: '风险', scanner: '扫描器', scientific: '科学', search: '搜索', security: '安全',
  senior: '资深', setup: '设置', skill: '技能', skills: '技能', spec: '规格', specialist: '专员',
  strategy: '策略', strategies: '策略', system: '系统', systematic: '系统化', team: '团队', template: '模板',
  templates: '模板', test: '测试', testing: '测试', upgrade: '升级', video: '视频', vulnerability: '漏洞',
  web: '网页', workflow: '工作流', workflows: '工作流', writing: '写作', writer: '写作',
}

/** Names kept verbatim inside a Chinese rendering (they are read as-is in Chinese too). */
const KEEP: Record<string, string> = {
  pdf: 'PDF', docx: 'DOCX', xlsx: 'XLSX', pptx: 'PPTX', git: 'Git', github: 'GitHub', sql: 'SQL', mcp: 'MCP',
  llm: 'LLM', seo: 'SEO', ui: 'UI', ux: 'UX', react: 'React', python: 'Python', rust: 'Rust',
  typescript: 'TypeScript', javascript: 'JavaScript', tdd: 'TDD', c4: 'C4', aws: 'AWS', lark: 'Lark',
}

/** Little words a rendering may drop. */
const FILLER = new Set(['a', 'an', 'the', 'of', 'for', 'and', 'to', 'with'])

/**
 * The Chinese display name for a skill name, or undefined when some word is not in the glossary.
 * @example chineseName('code-review-checklist') // '代码审查清单'
 */
export function chineseName(name: string): string | undefined {
  const words = name.toLowerCase().split(/[\s_\-/:.]+/).filter(Boolean)
  if (words.length === 0) return undefined
  const parts: string[] = []
  let i = 0
  let translated = false
  outer: while (i < words.length) {
    for (let len = Math.min(4, words.length - i); len >= 2; len--) {
      const phrase = PHRASES[words.slice(i, i + len).join('-')]
      if (phrase) {
        parts.push(phrase)
        translated = true
        i += len
        continue outer
      }
    }
    const word = words[i] as string
    const zh = WORDS[word]
    if (zh) {
      // Adjacent words that render the same (debug-debugging) are said once.
      if (parts[parts.length - 1] !== zh) parts.push(zh)
      translated = true
    } else if (KEEP[word]) parts.push(KEEP[word])
    else if (!FILLER.has(word)) return undefined
    i++
  }
  // A name made only of kept words (`pdf`) gains nothing from a rendering.
  return translated ? joinMixed(parts) : undefined
}

/** Chinese parts run together; a Latin part gets a space on each side that touches a Latin part. */
function joinMixed(parts: string[]): string {
  let out = ''
  for (const p of parts) {
    const latin = /^[A-Za-z0-9]/.test(p)
    if (out && latin && /[A-Za-z0-9]$/.test(out)) out += ' '
    out += p
  }
  return out
}
