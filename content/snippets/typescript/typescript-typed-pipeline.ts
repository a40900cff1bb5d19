type Step = { name: string; run: (input: unknown) => unknown }

export class PipelineError extends Error {
  override name = 'PipelineError'
  constructor(
    readonly step: string,
    readonly input: unknown,
    options: { cause: unknown },
  ) {
    super(
      `Step "${step}" failed: ${options.cause instanceof Error ? options.cause.message : String(options.cause)}`,
      options,
    )
  }
}

/**
 * An immutable chain of sync or async steps. Each `pipe` returns a new pipeline whose input type stays the
 * same and whose output type is the new step's result, so a step that does not fit the previous one is a type error.
 */
export class Pipeline<In, Out> {
  private constructor(private readonly steps: readonly Step[]) {}

  static start<T>(): Pipeline<T, T> {
    return new Pipeline<T, T>([])
  }

  pipe<Next>(name: string, run: (input: Out) => Next | Promise<Next>): Pipeline<In, Next> {
    return new Pipeline<In, Next>([...this.steps, { name, run: run as Step['run'] }])
  }

  /** Lets a step observe the value (logging, metrics) without changing its type. */
  tap(name: string, run: (input: Out) => void | Promise<void>): Pipeline<In, Out> {
    return this.pipe(name, async (input) => {
      await run(input)
      return input
    })
  }

  /** Runs the steps in order; a failure is wrapped with the step's name and the value it received. */
  async run(input: In): Promise<Out> {
    let value: unknown = input
    for (const step of this.steps) {
      try {
        value = await step.run(value)
      } catch (cause) {
        throw new PipelineError(step.name, value, { cause })
      }
    }
    return value as Out
  }

  get stepNames(): string[] {
    return this.steps.map((step) => step.name)
  }
}
