#!/usr/bin/env node
// Same as `dsh-skill-router report …`.
import { main } from './cli.mjs'

await main(['report', ...process.argv.slice(2)])
