import { Button, Stack } from "@mui/material";
import { Form, redirect } from "react-router";
import { AuthCard } from "../components/auth-card.tsx";
import { MuiTheme } from "../components/mui-theme.tsx";
import { serverContext } from "../lib/context.server.ts";
import { cookieHeaders } from "../lib/forms.server.ts";
import { privateMeta } from "../lib/meta.ts";
import type { Route } from "./+types/sign-out";

export const meta = (args: Route.MetaArgs) => privateMeta(args, "Sign out");

export async function action({ request, context }: Route.ActionArgs) {
  const { headers } = await serverContext(context).services.identity.api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  return redirect("/sign-in?notice=signed-out", { headers: cookieHeaders(headers) });
}

/** Without JavaScript the header's menu is a link here: one button to confirm. */
function SignOut() {
  return (
    <AuthCard title="Sign out" intro="You can sign in again any time.">
      <Form method="post">
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large">
            Sign out
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

// Built with MUI: its theme comes with the page, not with every page (components/mui-theme.tsx).
export default function Page() {
  return (
    <MuiTheme>
      <SignOut />
    </MuiTheme>
  );
}
