#!/usr/bin/env node
// Same as `dsh-skill-router mcp …`.
import { main } from './cli.mjs'

await main(['mcp', ...process.argv.slice(2)])
