// The first module of every thread started by start.ts: TypeScript is loaded through tsx's
// require hooks, which act in this thread alone. (Its ESM hooks, given to a worker in execArgv,
// are not applied there on Node 20; registered from here, they start a loader thread of their
// own for each worker, some 250 ms of a core.) The thread's module runs once it is loaded.
require('tsx/cjs/api').register();
require(process.argv[2]).runThread();
