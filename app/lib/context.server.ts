// The only door from route modules to server code (see DESIGN.md).
import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../server/context.ts";

/** The services and request id of the current request. */
export const serverContext = (context: Readonly<RouterContextProvider>) =>
  context.get(requestContext);
