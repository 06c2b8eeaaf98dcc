import { Box, Link, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import type { MembershipState } from "../../core/shop/membership.ts";
import { api } from "../lib/api-client.ts";
import { useSession } from "../lib/session.tsx";
import { MembershipStatus } from "./membership-status.tsx";

// /membership is one cached page for everybody (decision 022): a member's
// own plan and renewal arrive after hydration, from one small private request
// (GET /api/v5/account/membership), into a box whose height is reserved so
// nothing below it moves. Before that, and without JavaScript, the box points
// to the account page, where the same state is rendered on the server.

interface Answer {
  state: MembershipState;
  can_manage_billing: boolean;
}

export function MyMembership() {
  const { profile } = useSession();
  const userId = profile?.id ?? null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    setAnswer(null);
    if (!userId) return;
    let current = true;
    api<Answer>("/account/membership")
      .then((a) => {
        if (current) setAnswer(a);
      })
      // Not told: the box keeps pointing to the account page.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [userId]);
  return (
    <Box
      component="section"
      aria-labelledby="my-membership"
      data-testid="my-membership"
      sx={{
        border: 1,
        borderColor: "divider",
        p: { xs: 2.5, md: 3 },
        mb: { xs: 3, md: 5 },
        // Room for a member's plan, renewal and button, so the tiers below stay put.
        minHeight: { xs: 250, sm: 200 },
      }}
    >
      <Typography id="my-membership" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Your membership
      </Typography>
      {answer && answer.state.kind !== "none" ? (
        <MembershipStatus state={answer.state} canManageBilling={answer.can_manage_billing} />
      ) : answer ? (
        <Typography>You're not a member yet: choose a plan below.</Typography>
      ) : (
        <Typography>
          Already a member? Your plan, its renewal date and billing are on{" "}
          <Link component={RouterLink} to="/account">
            your account page
          </Link>
          .
        </Typography>
      )}
    </Box>
  );
}
