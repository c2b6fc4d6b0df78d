// A fixture that keeps a non-normal URI on purpose.
export const legacy = "HTTP://legacy.example.com/v1";
