import { data } from "react-router";

// Every URL no other route claims. Throwing here renders the root error
// boundary (the 404 page inside the site frame) with a real 404 status.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
