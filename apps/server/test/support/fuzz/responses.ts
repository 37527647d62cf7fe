import { ErrorBody, UploadRefusedResponse, ValidationErrorBody } from '@dossier/contract';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { Endpoint } from './endpoints.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

/** Error answers are not in the OpenAPI document: they have the house shapes (DESIGN.md section 5), nothing more. */
const errorShapes = [ErrorBody.strict(), ValidationErrorBody.strict()];
const uploadRefusal = UploadRefusedResponse.strict();

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  parameters?: { in: string; name: string; required?: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
}

/** What this file reads of the OpenAPI 3.0 document /api/docs/json serves. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Validates answers against the OpenAPI document the app serves: a success status must be one the operation
 * documents, with a body its schema accepts.
 */
export class OpenApiResponses {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction | null | undefined>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
  }

  operation(method: string, path: string): Operation | undefined {
    return this.document.paths[path]?.[method.toLowerCase()];
  }

  /** What is wrong with this answer, or null when the document (or, for errors, the house shape) accepts it. */
  problemWith(endpoint: Endpoint, response: LightMyRequestResponse): string | null {
    const { statusCode: status } = response;
    if (status >= 400) return errorShapeProblem(endpoint, response);
    // A document download (the e-invoice's XML, the invoice's PDF) is judged by its documented type, not as JSON.
    if (this.documents(endpoint, status, 'application/xml'))
      return /^application\/xml/.test(String(response.headers['content-type'])) &&
        response.body.startsWith('<?xml')
        ? null
        : `status ${status}: not the documented XML`;
    if (this.documents(endpoint, status, 'application/pdf'))
      return /^application\/pdf/.test(String(response.headers['content-type'])) &&
        response.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-'
        ? null
        : `status ${status}: not the documented PDF`;
    const key = `${endpoint.method} ${endpoint.path} ${status}`;
    if (!this.validators.has(key)) this.validators.set(key, this.compile(endpoint, status));
    const validate = this.validators.get(key);
    if (validate === undefined) return `status ${status} is not documented`;
    if (validate === null) return response.body === '' ? null : `status ${status} documents no body`;
    // A redirect or a 204 documented as null sends no body at all.
    if (response.body === '' && validate(null)) return null;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `status ${status}: the body is not JSON`;
    }
    return validate(body) ? null : `status ${status}: ${this.ajv.errorsText(validate.errors)}`;
  }

  private documents(endpoint: Endpoint, status: number, type: string): boolean {
    const content = this.operation(endpoint.method, endpoint.path)?.responses?.[String(status)]?.content;
    return content?.[type] !== undefined;
  }

  /** undefined: the status is not documented; null: documented without content. */
  private compile(endpoint: Endpoint, status: number): ValidateFunction | null | undefined {
    const documented = this.operation(endpoint.method, endpoint.path)?.responses?.[String(status)];
    if (!documented) return undefined;
    const schema = documented.content?.['application/json']?.schema;
    return schema && status !== 204 ? this.ajv.compile(schema) : null;
  }
}

function errorShapeProblem(endpoint: Endpoint, response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `status ${response.statusCode}: the body is not JSON: ${response.body.slice(0, 200)}`;
  }
  const refusesFiles = endpoint.transport === 'multipart' && [413, 422, 503].includes(response.statusCode);
  if (refusesFiles && uploadRefusal.safeParse(body).success) return null;
  return errorShapes.some((shape) => shape.safeParse(body).success)
    ? null
    : `status ${response.statusCode}: not a {detail} body: ${response.body.slice(0, 200)}`;
}

/** Traces of the inside of the server: stack frames, file paths, error class names and codes. */
const INTERNALS = [
  /\bat [\w$.<>[\] ]+ \(.+:\d+:\d+\)/,
  /\bat (?:file:|node:|\/)\S+:\d+/,
  /node_modules|node:internal|\/apps\/server\/|\/work\/|\.tsx?:\d+/,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|ZodError|DatabaseError|AggregateError)\b/,
  /Maximum call stack|\bFST_[A-Z_]+|\bERR_[A-Z_]{3,}|\bKysely\w*|\bPGlite\b|duplicate key value|violates \w+ constraint/,
];

export function internalsIn(body: string): string | null {
  for (const pattern of INTERNALS) {
    const found = pattern.exec(body);
    if (found) return found[0];
  }
  return null;
}
