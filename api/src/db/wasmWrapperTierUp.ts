import v8 from 'node:v8';

/**
 * Keeps V8 from compiling tiered-up wasm-to-JS import wrappers for the embedded database.
 *
 * Node 24.9's V8 can abort the whole process (`Check failed: jit_page_->allocations_.erase(addr)
 * == 1`, SIGTRAP) while it frees the compiled import wrappers of a dead WebAssembly module: a
 * PGlite instance closed while another is running. Tests open and close one PGlite per file,
 * hundreds in a worker, and CI met the crash. With a tier-up budget no call count reaches, the
 * wrappers stay generic, no wrapper code is compiled, and there is none to free. The cost is the
 * generic wrapper's few nanoseconds per call from the database into JavaScript (docs/environment.md).
 *
 * Must run before the first PGlite is created: the budget is read when an instance is built.
 */
let applied = false;

export function keepWasmImportWrappersGeneric(): void {
  if (applied) return;
  applied = true;
  v8.setFlagsFromString('--wasm-wrapper-tiering-budget=2147483647');
}
