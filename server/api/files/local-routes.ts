import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { forbidden, validationError } from "../../../core/errors.ts";
import type { AppDeps, AppEnv } from "../../deps.ts";
import { apiErrorHandler } from "../../lib/http-errors.ts";
import { cachedStatic } from "../../lib/static.ts";
import { verifyLocalUpload } from "../../lib/storage/local.ts";
import type { Services } from "../../services.ts";

const UPLOAD_PREFIX = "/files/_upload/";

/**
 * The local storage driver's two faces: the signed PUT that receives an
 * upload's bytes (its signature is the authorization, so it sits before the
 * cookie-based origin check), and GET /files/* for stored versions, cached
 * for a year because every rendition has a name of its own.
 */
export function localFileRoutes(deps: AppDeps, services: Services) {
  const app = new Hono<AppEnv>();
  const root = `${deps.config.dataDir}/files`;
  app.put(
    `${UPLOAD_PREFIX}*`,
    bodyLimit({
      maxSize: deps.config.uploadMaxBytes,
      onError: () => {
        throw validationError([
          { field: "size", message: "The file is larger than the upload limit." },
        ]);
      },
    }),
    async (c) => {
      const key = decodeURIComponent(c.req.path.slice(UPLOAD_PREFIX.length));
      const check = verifyLocalUpload(
        deps.authSecret,
        key,
        new URL(c.req.url).searchParams,
        services.clock.now(),
      );
      if (!check.ok) {
        if (check.reason === "expired") {
          throw validationError([
            { field: "upload", message: "That upload URL expired. Ask for a new one." },
          ]);
        }
        throw forbidden("That upload URL is not valid.");
      }
      const body = Buffer.from(await c.req.arrayBuffer());
      await services.files.receiveLocalUpload(key, c.req.header("content-type"), body);
      return c.body(null, 204);
    },
  );
  app.get("/files/uploads/*", (c) => c.notFound());
  app.use(
    "/files/*",
    cachedStatic(
      { root, rewriteRequestPath: (p) => p.replace(/^\/files/, "") },
      "public, max-age=31536000, immutable",
    ),
  );
  app.onError(apiErrorHandler(deps.logger));
  return app;
}
