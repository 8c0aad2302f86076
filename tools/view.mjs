#!/usr/bin/env node
// Same as `dsh-skill-router view …`.
import { main } from './cli.mjs'

await main(['view', ...process.argv.slice(2)])
