import { describe, expect, it } from "vitest";
import {
  ApiError,
  conflict,
  ErrorCode,
  profileErrorMessage,
  sessionErrorMessage,
  toClientError,
} from "./errors.ts";

describe("toClientError", () => {
  it("maps no response at all to the network error", () => {
    expect(toClientError(undefined).code).toBe(ErrorCode.Network);
  });

  it.each([
    [400, "DataValidationError", "V-1001"],
    [409, "ConflictException", "C-1001"],
    [404, "DoesNotExistException", "X-404"],
    [401, "AuthenticationException", "U-612"],
    [500, "InternalError", "U-612"],
  ])("maps %i %s to %s", (status, type, code) => {
    const err = toClientError({ status, body: { type, code: "whatever", message: "m" } });
    expect(err.code).toBe(code);
    expect(err.type).toBe(type);
  });

  it("falls back to the status when the body is not ours", () => {
    expect(toClientError({ status: 409, body: "<html>" }).code).toBe("C-1001");
    expect(toClientError({ status: 502, body: undefined }).code).toBe("U-612");
  });

  it("keeps field errors and the request id", () => {
    const err = toClientError({
      status: 400,
      body: new ApiError("DataValidationError", "bad", [
        { field: "username", message: "Taken" },
      ]).toBody("req-1"),
    });
    expect(err.errors).toEqual([{ field: "username", message: "Taken" }]);
    expect(err.requestId).toBe("req-1");
  });

  it("keeps who changed a record on a stale-version conflict", () => {
    const current = {
      version: 4,
      modified_date: "2026-11-02T17:00:00.000Z",
      modified_by: { id: "u-1", name: "Ada" },
    };
    const body = conflict("stale", { current }).toBody();
    expect(body).toMatchObject({ type: "ConflictException", code: "C-1001", current });
    expect(toClientError({ status: 409, body }).current).toEqual(current);
    const unknownEditor = { ...current, modified_by: null };
    expect(
      toClientError({ status: 409, body: conflict("x", { current: unknownEditor }).toBody() })
        .current,
    ).toEqual(unknownEditor);
    expect(toClientError({ status: 409, body: { current: { version: "4" } } }).current).toBe(
      undefined,
    );
    expect(conflict().toBody()).not.toHaveProperty("current");
  });
});

describe("messages of spec §8", () => {
  it("explains session load failures", () => {
    expect(sessionErrorMessage(toClientError(undefined))).toBe(
      "Unable To reach server. Please check your internet connection and try again shortly.",
    );
    expect(
      sessionErrorMessage(
        toClientError({ status: 401, body: { type: "AuthenticationException", message: "x" } }),
      ),
    ).toBe("Unable to authenticate. Please try again or restart your browser.");
    expect(
      sessionErrorMessage(
        toClientError({ status: 500, body: { message: "Down for maintenance" } }),
      ),
    ).toBe("Down for maintenance");
  });

  it("explains profile save failures", () => {
    expect(profileErrorMessage(toClientError(undefined))).toBe("Unable to connect to server.");
    expect(
      profileErrorMessage(toClientError({ status: 409, body: { type: "ConflictException" } })),
    ).toBe("Please choose a different username.");
    expect(
      profileErrorMessage(
        toClientError({
          status: 400,
          body: {
            type: "DataValidationError",
            errors: [
              { field: "username", message: "Too short" },
              { field: "name", message: "Missing" },
            ],
          },
        }),
      ),
    ).toBe("Too short");
    expect(
      profileErrorMessage(toClientError({ status: 403, body: { message: "Not yours" } })),
    ).toBe("Not yours");
  });
});
