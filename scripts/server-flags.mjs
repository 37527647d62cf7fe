// The V8 settings the server runs with: the node command of `npm start` and `npm run demo` in package.json (a test
// holds them equal) and the benchmarks' server processes; an operator starting apps/server/dist/main.js gives them too.
//
// --max-semi-space-size=4 (MB; V8's default lets the young generation grow to 16 MB per half): uploads stream
// through the server as 64 KB socket buffers that die at once. With a large young generation the few small objects
// per chunk seldom fill it, so the buffers' memory is only reclaimed when the external memory they add up to starts
// a full collection of the whole heap, some 60-90 MB later. A small young generation has a cheap scavenge reclaim
// them every few MB instead: less CPU per upload and tens of MB less resident memory (bench/RESULTS.md, uploads).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
