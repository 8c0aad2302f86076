// Loaded with `node --import` before DSH 0.1.0-rc.8's web app. dsh-app-boot@rc.8 calls
// `hmr.registerConfig(file, refresh)` to follow the user's cordis.patch.yml files, but no published
// @deepseek-ai/cordis-plugin-hmr has that method (DSH's own repository does, at its rc.8 tag).
// When the method is missing we add a small one: run `refresh` once if the file exists, then again,
// one run at a time, whenever the file appears, changes or goes away; the returned disposer stops
// watching. Polling (fs.watchFile) keeps it simple and works when the file or its folder is absent.
// Nothing else about HMR changes. docs/host-notes.md records why this exists.
import { createRequire } from 'node:module'
import { existsSync, unwatchFile, watchFile } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const dshPackage = process.env.DSH_APP_DSH_PACKAGE
if (!dshPackage) throw new Error('hmr-register-config: set DSH_APP_DSH_PACKAGE to the installed @deepseek-ai/dsh/package.json')
const entry = createRequire(dshPackage).resolve('@deepseek-ai/cordis-plugin-hmr')
const Hmr = (await import(pathToFileURL(entry).href)).default

if (typeof Hmr?.prototype?.registerConfig !== 'function') {
  Hmr.prototype.registerConfig = async function registerConfig(filename, refresh) {
    const file = resolve(this.baseDir ?? process.cwd(), filename)
    let queue = Promise.resolve()
    const run = () => {
      queue = queue.then(() => refresh()).catch((error) => this.ctx?.logger?.warn?.(error))
      return queue
    }
    if (existsSync(file)) await run()
    const onChange = (now, before) => {
      if (now.mtimeMs !== before.mtimeMs || now.size !== before.size || now.ino !== before.ino) void run()
    }
    watchFile(file, { interval: 300, persistent: false }, onChange)
    process.stderr.write(`[dsh-app] hmr.registerConfig added; following ${file}\n`)
    return async () => {
      unwatchFile(file, onChange)
      await queue
    }
  }
}
