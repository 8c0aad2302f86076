"use strict";
(() => {
  // client-src/index.ts
  window.__ModuleLoader__?.load({
    id: "dsh-skill-router",
    factory: () => ({ name: "dsh-skill-router-client", inject: [], apply() {
    } })
  });
})();
