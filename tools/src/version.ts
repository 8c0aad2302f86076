import pkg from '../../package.json'

/** The package version, stamped into index metadata and the viewer footer. */
export const VERSION: string = pkg.version
