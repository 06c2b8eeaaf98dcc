import { describe, expect, it } from "vitest";
import { csvCell, csvTable } from "./csv.ts";

describe("csvCell", () => {
  it("quotes what needs quoting", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(null)).toBe("");
  });

  it("keeps formulas as text", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    // Negative numbers stay numbers.
    expect(csvCell(-2)).toBe("-2");
  });
});

describe("csvTable", () => {
  it("writes a header and rows with CRLF, after a BOM", () => {
    expect(csvTable(["a", "b"], [[1, "x"]])).toBe("\uFEFFa,b\r\n1,x\r\n");
  });
});
