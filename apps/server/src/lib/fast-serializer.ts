// A precompiled JSON serializer for hot routes (decision 050): the route's zod
// response schema is turned into a JSON Schema once and compiled by fast-json-stringify,
// instead of zod encoding every response and JSON.stringify walking the result.
// Like the zod serializer, it writes only the properties the contract declares (a column
// added to a row never leaks). Unlike it, it does not check values; outside production each
// response is also zod-encoded and both texts must be identical, so every API test checks
// the contract.
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema fast-json-stringify needs: types, properties, items and required only.
 * `anyOf [X, null]` (zod's nullable enum) becomes `type: [X, 'null']`; anything the serializer
 * would have to decide at run time (a real union, a $ref) is refused here, at start-up.
 */
export function serializationSchema(schema: JsonSchema, at = '#'): JsonSchema {
  const { anyOf } = schema as { anyOf?: JsonSchema[] };
  if (anyOf) {
    const other = anyOf.filter((s) => s.type !== 'null');
    const only = other[0];
    if (anyOf.length !== 2 || other.length !== 1 || !only || typeof only.type !== 'string') {
      throw new Error(`fast serializer: ${at} is a union it cannot serialise without checking`);
    }
    return { ...serializationSchema(only, at), type: [only.type, 'null'] };
  }
  if (schema.$ref || schema.oneOf || schema.allOf) {
    throw new Error(`fast serializer: ${at} uses $ref/oneOf/allOf`);
  }
  const { type } = schema;
  if (Array.isArray(type) && !(type.length === 2 && type.includes('null'))) {
    throw new Error(`fast serializer: ${at} is a union it cannot serialise without checking`);
  }
  const out: JsonSchema = { type };
  if (schema.properties) {
    const props = schema.properties as Record<string, JsonSchema>;
    out.properties = Object.fromEntries(
      Object.entries(props).map(([k, v]) => [k, serializationSchema(v, `${at}/${k}`)]),
    );
    out.required = schema.required ?? [];
  }
  if (schema.items) out.items = serializationSchema(schema.items as JsonSchema, `${at}/items`);
  if (out.type === undefined) throw new Error(`fast serializer: ${at} has no type`);
  return out;
}

/** The text a zod schema's response becomes, compiled once. */
export function compileFastSerializer(
  schema: z.ZodType,
  options: { check: boolean },
): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
  const fast = fastJson(serializationSchema(jsonSchema) as unknown as Parameters<typeof fastJson>[0]);
  if (!options.check) return fast;
  return (data) => {
    const checked = schema.safeEncode(data);
    if (!checked.success) throw checked.error;
    const text = fast(data);
    const expected = JSON.stringify(checked.data);
    if (text !== expected) {
      throw new Error(`fast serializer differs from the zod contract:\n${text}\n${expected}`);
    }
    return text;
  };
}

/**
 * A route's `serializerCompiler`: the 200 answer through the precompiled serializer, every
 * other status (errors) through the app's zod serializer as before.
 */
export function fastOkSerializer(schema: z.ZodType, options: { check: boolean }) {
  const fast = compileFastSerializer(schema, options);
  type RouteSchemaDef = Parameters<typeof zodSerializerCompiler>[0];
  return (route: { schema: unknown; httpStatus?: string }): ((data: unknown) => string) =>
    String(route.httpStatus) === '200' && route.schema === schema
      ? fast
      : zodSerializerCompiler(route as RouteSchemaDef);
}
