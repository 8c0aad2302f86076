#!/usr/bin/env node
// The `dsh-skill-router` command. The CLI itself is bundled into cli.mjs by `npm run build`.
import { main } from './cli.mjs'

await main()
