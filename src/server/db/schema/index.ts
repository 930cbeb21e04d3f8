export * from "./auth";
export * from "./organizations";
export * from "./system";
export * from "./settings";
export * from "./team";
export * from "./tickets";
export * from "./companies";
