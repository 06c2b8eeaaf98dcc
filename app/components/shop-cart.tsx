import {
  Alert,
  Box,
  Button,
  Container,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, useRef } from "react";
import { Form, Link as RouterLink, useSubmit } from "react-router";
import type { Checkout } from "../../server/api/shop/checkout.ts";
import { formatMoney } from "../lib/shop-money.ts";
import { SubmitButton } from "./submit-button.tsx";

type CartView = Awaited<ReturnType<Checkout["cartView"]>>;

/**
 * The cart page: its items with quantities (Update, Remove), where it ships
 * and at which rate, the total, and Check out. Plain forms; with JavaScript a
 * changed quantity, country or rate applies at once.
 */
export function ShopCart({
  cart,
  maxQuantity,
  message,
}: {
  cart: CartView;
  maxQuantity: number;
  message?: string | undefined;
}) {
  const submit = useSubmit();
  const shippingForm = useRef<HTMLFormElement>(null);
  const money = (cents: number) => formatMoney(cents, cart.currency);
  // With JavaScript, a change applies without pressing the button.
  const applyNow = (e: FormEvent<HTMLFormElement>) =>
    submit(e.currentTarget, { preventScrollReset: true, replace: true });

  if (!cart.lines.length)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.75rem" }, mb: 2 }}>
          Your cart
        </Typography>
        {cart.gone.length ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Something in your cart is no longer for sale and was taken out.
          </Alert>
        ) : null}
        <Typography sx={{ mb: 3 }}>Your cart is empty.</Typography>
        <Button component={RouterLink} to="/shop" variant="contained">
          Go to the shop
        </Button>
      </Container>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.75rem" }, mb: 3 }}>
        Your cart
      </Typography>
      {message ? (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {message}
        </Alert>
      ) : null}
      {cart.gone.length ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Something in your cart is no longer for sale and was taken out.
        </Alert>
      ) : null}

      <Form method="post" onChange={applyNow} preventScrollReset>
        <Box component="ul" aria-label="Items" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {cart.lines.map((l) => (
            <Box
              component="li"
              key={l.price_id}
              data-testid="cart-line"
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "minmax(0, 1fr) auto auto", sm: "1fr 110px 110px auto" },
                gap: 1.5,
                alignItems: "center",
                py: 2,
                borderBottom: 1,
                borderColor: "divider",
              }}
            >
              <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}>
                <Link component={RouterLink} to={`/shop/${l.slug}`} sx={{ fontWeight: 700 }}>
                  {l.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {money(l.unit_amount)} each
                  {l.left !== null && l.left < l.quantity
                    ? l.left === 0
                      ? " · Sold out"
                      : ` · Only ${l.left} left`
                    : ""}
                </Typography>
              </Box>
              <TextField
                name={`qty.${l.price_id}`}
                label="Quantity"
                type="number"
                size="small"
                defaultValue={l.quantity}
                slotProps={{
                  htmlInput: { min: 0, max: maxQuantity, step: 1, inputMode: "numeric" },
                }}
              />
              <Typography sx={{ textAlign: "right", fontWeight: 700 }}>
                {money(l.amount)}
              </Typography>
              <Button
                type="submit"
                name="remove"
                value={l.price_id}
                variant="text"
                color="secondary"
                aria-label={`Remove ${l.name}`}
              >
                Remove
              </Button>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Button type="submit" name="intent" value="update" variant="outlined">
            Update cart
          </Button>
        </Box>
      </Form>

      {cart.ships ? (
        <Box component="section" aria-labelledby="cart-shipping" sx={{ mt: 4 }}>
          <Typography id="cart-shipping" variant="h2" sx={{ fontSize: "1.4rem", mb: 2 }}>
            Shipping
          </Typography>
          <Form method="get" ref={shippingForm} onChange={applyNow} preventScrollReset>
            <Stack spacing={2}>
              <TextField
                select
                name="country"
                label="Ship to"
                defaultValue={cart.country}
                key={cart.country}
                sx={{ maxWidth: 360 }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {cart.countries.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </TextField>
              {cart.rates.length ? (
                <RadioGroup
                  name="rate"
                  defaultValue={cart.rate?.id}
                  key={cart.rate?.id}
                  aria-label="Shipping rate"
                >
                  {cart.rates.map((r) => (
                    <FormControlLabel
                      key={r.id}
                      value={r.id}
                      control={<Radio />}
                      label={`${r.name}: ${r.amount ? money(r.amount) : "Free"}`}
                    />
                  ))}
                </RadioGroup>
              ) : (
                <Typography color="error">We don't ship there yet.</Typography>
              )}
              <Box>
                <Button type="submit" variant="outlined">
                  Update shipping
                </Button>
              </Box>
            </Stack>
          </Form>
        </Box>
      ) : null}

      <Box component="section" aria-label="Total" sx={{ mt: 4, maxWidth: 420, ml: { sm: "auto" } }}>
        <Box
          component="dl"
          sx={{ m: 0, display: "grid", gridTemplateColumns: "1fr auto", rowGap: 1 }}
        >
          <Typography component="dt">Subtotal</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: "right" }}>
            {money(cart.subtotal)}
          </Typography>
          {cart.ships ? (
            <>
              <Typography component="dt">
                Shipping{cart.rate ? ` (${cart.rate.name})` : ""}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, textAlign: "right" }}
                data-testid="cart-shipping"
              >
                {cart.rate ? (cart.rate.amount ? money(cart.rate.amount) : "Free") : "—"}
              </Typography>
            </>
          ) : null}
          <Typography component="dt" sx={{ fontWeight: 800, fontSize: "1.2rem" }}>
            Total
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, textAlign: "right", fontWeight: 800, fontSize: "1.2rem" }}
            data-testid="cart-total"
          >
            {money(cart.total)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {cart.ships
            ? "You give the address on the next page, where any sales tax is added."
            : "Any sales tax is added on the next page."}
        </Typography>
        <Form method="post">
          <input type="hidden" name="intent" value="checkout" />
          {cart.ships ? <input type="hidden" name="country" value={cart.country} /> : null}
          {cart.rate ? <input type="hidden" name="rate" value={cart.rate.id} /> : null}
          <SubmitButton
            busyLabel="Going to payment…"
            sx={{ mt: 2, width: "100%" }}
            disabled={cart.ships && !cart.rate}
          >
            Check out
          </SubmitButton>
        </Form>
      </Box>
    </Container>
  );
}
