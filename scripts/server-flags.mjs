// The V8 settings the server runs with: the node command of `npm start` and `npm run demo` in package.json (a test
// holds them equal) and the benchmarks' server processes; an operator starting apps/server/dist/main.js gives them too.
//
// --max-semi-space-size=1 (MB; V8 starts the young generation at 1 MB per half and lets it grow to 16 MB): uploads
// stream through the server as 64 KB socket buffers that die at once. With a grown young generation the few small
// objects per chunk seldom fill it, so the buffers' memory is only reclaimed when the external memory they add up to
// starts a full collection of the whole heap, some 60-90 MB later. A young generation kept small has a cheap
// scavenge reclaim them every MB or so instead: 10 concurrent 10 MB uploads add 46 MB of resident memory instead of
// 80, at 17% less CPU per upload, and the API's history and sidebar tails are no worse (bench/RESULTS.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=1'];
