import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { productVersion } from '@circa/contract/meta.schema';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the contract's zod schemas (every contract route registers its
 * schemas); the document is at `/api/docs/json`, a browsable view at `/api/docs`.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Circa API',
        version: productVersion,
        description:
          'Every call answers `{ "Data": ... }` (sign-in answers `{ Data, Token }`); errors answer `{ code, message, details? }`. Paths match case-insensitively.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  });
}
