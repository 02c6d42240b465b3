// A form's zod validation loaded after the form has painted: zod and the shared schemas are the
// heaviest part of a form page, and the first pages a visitor opens (sign-in) should not wait for
// them (docs/decisions/014). `preload` starts the download (the form calls it when the visitor
// first focuses a field); a validation before it has arrived waits for it.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver<Input, unknown, Output>(schema),
    );
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch(() => {
        // Tried again at the first validation, which reports the failure.
        loaded = undefined;
      });
    },
  };
}
