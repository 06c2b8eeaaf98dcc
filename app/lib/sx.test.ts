import { describe, expect, it } from "vitest";
import { sxClass, sxRules } from "./sx.ts";

/** The rules of an sx, with its class name written as `.c`. */
function css(sx: Parameters<typeof sxClass>[0]): string {
  const name = sxClass(sx);
  return (sxRules(name) ?? "").replaceAll(`.${name}`, ".c");
}

describe("sx without emotion", () => {
  it("writes spacing in 8 px steps, palette paths as colours and numbers as px", () => {
    expect(
      css({ mt: 2, px: 1.5, gap: 0.5, color: "text.secondary", bgcolor: "grey.100", fontSize: 13 }),
    ).toBe(
      ".c{margin-top:16px;padding-left:12px;padding-right:12px;gap:4px;color:#555555;background-color:#f5f5f5;font-size:13px}",
    );
  });

  it("keeps unitless numbers bare, sizes of 1 or less as percentages, borders and radii as MUI does", () => {
    expect(
      css({
        lineHeight: 1.4,
        fontWeight: 700,
        width: 0.5,
        maxWidth: 720,
        borderTop: 2,
        borderRadius: 1,
      }),
    ).toBe(
      ".c{line-height:1.4;font-weight:700;width:50%;max-width:720px;border-top:2px solid;border-radius:4px}",
    );
  });

  it("puts breakpoints after the base rule, smallest first, whatever order they were named in", () => {
    expect(css({ fontSize: { md: "1.3rem", xs: "1.15rem" }, mb: { sm: 4, xs: 2 } })).toBe(
      ".c{font-size:1.15rem;margin-bottom:16px}" +
        "@media (min-width:600px){.c{margin-bottom:32px}}" +
        "@media (min-width:900px){.c{font-size:1.3rem}}",
    );
  });

  it("nests selectors under the class, with or without &", () => {
    expect(
      css({
        "&:hover .t, &:focus-within .t": { textDecoration: "underline" },
        "& a": { color: "primary.main" },
      }),
    ).toBe(".c:hover .t,.c:focus-within .t{text-decoration:underline}.c a{color:#002fa7}");
  });

  it("merges a list, skips empty values, and gives one class to equal objects", () => {
    const a = sxClass([{ m: 0 }, false, { p: 1, color: undefined }]);
    expect(a).toBe(sxClass([{ m: 0 }, null, { p: 1 }]));
    expect(sxRules(a)).toBe(`.${a}{margin:0px;padding:8px}`);
    expect(sxClass(undefined)).toBe("");
    expect(sxClass({})).toBe("");
  });
});
