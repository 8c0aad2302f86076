#!/usr/bin/env node
// Same as `dsh-skill-router doctor …`.
import { main } from './cli.mjs'

await main(['doctor', ...process.argv.slice(2)])
