#!/usr/bin/env node
// Same as `dsh-skill-router build-index …`.
import { main } from './cli.mjs'

await main(['build-index', ...process.argv.slice(2)])
