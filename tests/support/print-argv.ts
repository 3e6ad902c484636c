// Used by tests/unit/server/node-version.test.ts: what an npm script's entry point receives.
console.log(JSON.stringify(process.argv.slice(2)));
