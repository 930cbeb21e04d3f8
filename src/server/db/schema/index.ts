export * from "./auth";
export * from "./organizations";
export * from "./system";
