// Where the billing service finds its peers.
export const api = "HTTP://Example.COM:80/v1/users";
export const database = "postgres://admin:hunter2@db.example.com/app";
export const guide = "https://docs.example.com/a/./b/../guide";
