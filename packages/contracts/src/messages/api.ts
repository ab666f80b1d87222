// French messages of the API (errors, notices, mails, command-line output).
export {};
