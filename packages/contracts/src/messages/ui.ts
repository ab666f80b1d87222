// French messages and texts of the screens (labels, notices, page texts).
export {};
