import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  defineCommand
} from "./cli-VDZH3JEH.mjs";

// tools/src/skills-def.ts
var SUBCOMMANDS = [
  "list                    every learned skill, project and global, with state and version",
  "show <name>             state, history (undone versions included), files and guard findings; --body prints SKILL.md",
  "diff <name> [A [B]]     what changed: the previous version against the current, or A against the current, or A against B",
  "edit <name>             a person's edit: $EDITOR, or --from FILE",
  "restore <name> <ver>    make any version in the history current again (one rollback cannot reach included)",
  "promote <name>          project → global (an active skill only)",
  "rollback <name>         back to the previous distinct version, or undo rm",
  "rm <name>               tombstone (rollback restores it)",
  "compact                 rewrite the ledger, same state",
  "waive <name> <rule-id>  accept one reviewed guard finding",
  "scan <file-or-folder>   the guard's findings; exit 1 when anything is dangerous"
];
var skillsDef = defineCommand({
  name: "skills",
  summary: "Reviews and manages agent-written (learned) skills: the same lifecycle code as skill_manage, run by a person.",
  args: "<list|show|diff|edit|restore|promote|rollback|rm|compact|waive|scan> [name] [more]",
  options: {
    library: { type: "string", arg: "DIR", help: "The project library (a .skill-src, or the project folder above it); otherwise DSH_SKILL_ROUTER_LIBRARY, then the walk up from here." },
    global: { type: "boolean", help: "Work on the global store ($DSH_HOME/skill-router) instead of the project's." },
    json: { type: "boolean", help: "Print the result as one JSON object (a failure still prints its three lines on stderr)." },
    body: { type: "boolean", help: "With show: print the current SKILL.md after the history." },
    from: { type: "string", arg: "FILE", help: "With edit: take the new SKILL.md from this file instead of opening $EDITOR." },
    file: { type: "string", arg: "F", help: "With waive: the file the finding is in (default SKILL.md)." },
    line: { type: "string", arg: "N", help: "With waive: the line the finding is on, so only that occurrence is waived." }
  },
  notes: ["subcommands:", ...SUBCOMMANDS.map((l) => "  " + l), "", "Exit 0 on success, 1 when the action was refused or failed, 2 on a usage error or a missing library."],
  run: async ({ values, positionals }, io) => (await import("./cli-6RJFE6VM.mjs")).runSkills(values, positionals, io)
});

export {
  skillsDef
};
