/**
 * Zod definitions as the JSON Schema (2020-12) that OpenAPI 3.1 uses, through zod 4's own
 * `z.toJSONSchema`: the document is generated from the definitions the code parses with.
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** A schema's JSON Schema without the `$schema` key (OpenAPI 3.1 sets the dialect once). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete generated['$schema'];
  return generated;
}
