// Development Board options (spec part 1, §4 and §9).
export const ticketStatuses = ["Not started", "In progress", "In review", "Done", "Blocked"] as const;
export const ticketPriorities = ["Low", "Medium", "High", "Critical"] as const;
export const ticketTypes = ["Bug fix", "Feature request", "Enhancement", "Documentation", "Research"] as const;
export const ticketEfforts = ["XS", "S", "M", "L", "XL"] as const;

export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketPriority = (typeof ticketPriorities)[number];
export type TicketType = (typeof ticketTypes)[number];
export type TicketEffort = (typeof ticketEfforts)[number];

export const ticketDefaults = { status: "Not started", priority: "Medium", taskType: "Feature request", effortLevel: "M" } as const;

/** Status filter pseudo-values: "active" hides Done (the default), "all" shows everything. */
export const ticketStatusFilters = ["active", "all", ...ticketStatuses] as const;
export const ticketPriorityFilters = ["all", ...ticketPriorities] as const;
