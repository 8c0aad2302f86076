#!/usr/bin/env node
// Same as `dsh-skill-router audit …`.
import { main } from './cli.mjs'

await main(['audit', ...process.argv.slice(2)])
