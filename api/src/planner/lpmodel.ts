/**
 * The planner's models handed to HiGHS as arrays (docs/planner.md, Speed): columns and rows are
 * built by name, then passed to one solver instance the process keeps, instead of writing LP text
 * that HiGHS would parse again and answering every column by name.
 */
import type { Highs, Model } from 'highs';

/** A row: lower ≤ Σ coefficient·column ≤ upper. */
interface Row {
  terms: Map<number, number>;
  lower: number;
  upper: number;
}

export type SolveOptions = Record<string, string | number | boolean>;

/** A solved model: whether it holds a feasible answer, and each column's value by name. */
export interface SolvedModel {
  feasible: boolean;
  /** Proven optimal (or within the gap asked for). */
  optimal: boolean;
  value(name: string): number;
}

/** A linear (or mixed-integer) model to minimise, built column by column and row by row. */
export class LinearModel {
  private readonly index = new Map<string, number>();
  private readonly cost: number[] = [];
  private readonly lower: number[] = [];
  private readonly upper: number[] = [];
  private readonly integer: (0 | 1)[] = [];
  private readonly rows: Row[] = [];

  /** The column of this name, created with bounds [0, ∞) and no cost when new. */
  column(name: string): number {
    let at = this.index.get(name);
    if (at === undefined) {
      at = this.cost.length;
      this.index.set(name, at);
      this.cost.push(0);
      this.lower.push(0);
      this.upper.push(Number.POSITIVE_INFINITY);
      this.integer.push(0);
    }
    return at;
  }

  /** Adds to a column's cost in the objective. */
  addCost(name: string, cost: number): void {
    const at = this.column(name);
    this.cost[at] = (this.cost[at] ?? 0) + cost;
  }

  bound(name: string, lower: number, upper: number, integer = false): void {
    const at = this.column(name);
    this.lower[at] = lower;
    this.upper[at] = upper;
    this.integer[at] = integer ? 1 : 0;
  }

  /** A row lower ≤ Σ terms ≤ upper (±Infinity: none on that side). */
  row(terms: readonly (readonly [string, number])[], lower: number, upper: number): void {
    const map = new Map<number, number>();
    for (const [name, coefficient] of terms) {
      const at = this.column(name);
      map.set(at, (map.get(at) ?? 0) + coefficient);
    }
    this.rows.push({ terms: map, lower, upper });
  }

  get size(): number {
    return this.cost.length;
  }

  /** Solves the model on the process's solver instance; integer columns make it a MIP. */
  solve(highs: Highs, options: SolveOptions, relaxed = false): SolvedModel {
    const starts = [0];
    const indices: number[] = [];
    const values: number[] = [];
    for (const row of this.rows) {
      for (const [at, coefficient] of row.terms) {
        if (coefficient === 0) continue;
        indices.push(at);
        values.push(coefficient);
      }
      starts.push(indices.length);
    }
    const finite = (value: number) =>
      Number.isFinite(value) ? value : value > 0 ? highs.infinity : -highs.infinity;
    const mip = !relaxed && this.integer.includes(1);
    const model = solverOf(highs);
    model.clearModel();
    // Options and clocks are the instance's: each solve sets every option the planner uses (a
    // search's node limit must not carry over to the next model) and starts from a zero clock
    // (HiGHS counts its time limit over every run since the clocks were last reset). Not
    // `options.reset()`: that would also undo the one-thread setting the instance was made with.
    model.options.set({
      ...BASE_OPTIONS,
      time_limit: NO_TIME_LIMIT,
      mip_max_nodes: MAX_INT,
      ...options,
    });
    model.zeroAllClocks();
    model.passModel({
      numCols: this.cost.length,
      numRows: this.rows.length,
      colCost: this.cost,
      colLower: this.lower.map(finite),
      colUpper: this.upper.map(finite),
      rowLower: this.rows.map((row) => finite(row.lower)),
      rowUpper: this.rows.map((row) => finite(row.upper)),
      matrix: {
        format: 'csr',
        numRows: this.rows.length,
        numCols: this.cost.length,
        starts,
        indices,
        values,
      },
      ...(mip ? { integrality: this.integer } : {}),
    });
    model.run();
    const status = model.getModelStatus();
    // 2: a feasible primal solution (HiGHS's primal_solution_status), also when a limit stopped it.
    const feasible = Number(model.info.get('primal_solution_status')) === 2;
    const columns = feasible ? model.getSolution().colValue : null;
    return {
      feasible,
      optimal: status === highs.constants.modelStatus.optimal,
      value: (name: string) => {
        const at = this.index.get(name);
        const value = at === undefined || !columns ? Number.NaN : columns[at];
        return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
      },
    };
  }
}

/** Quiet, HiGHS's own presolve choice and gap; each call sets the options it needs on top. */
const BASE_OPTIONS: SolveOptions = {
  output_flag: false,
  log_to_console: false,
  presolve: 'choose',
  mip_abs_gap: 1e-6,
};
/** HiGHS's "no limit" for integer options, and a time limit no solve comes near (seconds). */
const MAX_INT = 2_147_483_647;
const NO_TIME_LIMIT = 1e20;

const solvers = new WeakMap<Highs, Model>();

/** One solver instance per loaded HiGHS, reused by every solve (the calls are synchronous). */
function solverOf(highs: Highs): Model {
  let model = solvers.get(highs);
  if (!model) {
    model = highs.createModel();
    solvers.set(highs, model);
  }
  return model;
}
