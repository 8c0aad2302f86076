export type SkillErrorCode =
  | 'E_ARGS'
  | 'E_INDEX'
  | 'E_NOT_FOUND'
  | 'E_PATH'
  | 'E_IO'
  | 'E_TOO_MANY'

/** "This operation cannot continue." Problems in the data are values (`Problem`), not errors. */
export class SkillError extends Error {
  readonly code: SkillErrorCode
  constructor(message: string, code: SkillErrorCode) {
    super(message)
    this.name = 'SkillError'
    this.code = code
  }
}
