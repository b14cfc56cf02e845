// Preloaded into a benchmark's server process (node --import): its clock starts at BENCH_CLOCK_AT and runs on
// from there, so a database generated days ago is read as it was an hour after its season's last game (the
// boards of that week and month), by the compiled server as production runs it, which takes its time from
// Date alone. Dates made from a value (a database's timestamps) are left as they are; PostgreSQL's now() is
// not shifted (the league boards and gradings measured take their time from the server).
const at = Date.parse(process.env.BENCH_CLOCK_AT ?? '');
if (!Number.isFinite(at)) throw new Error('BENCH_CLOCK_AT must be an ISO time');
const RealDate = Date;
const offset = at - RealDate.now();
const now = () => RealDate.now() + offset;

// A function, not a class: Date() called without new (a string) keeps working.
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = now;
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
globalThis.Date = ShiftedDate;
