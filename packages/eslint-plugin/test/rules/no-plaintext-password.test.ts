import rule from "../../src/rules/no-plaintext-password.js";
import { on, ruleTester, suggestion } from "../helpers.js";

const postgres = `const DATABASE_URL = "postgres://app:hunter2@db.example.com/app";`;
const redis = `createClient({ url: "redis://:s3cret@cache.example.com:6379" });`;
const atAndBang = `const dsn = "https://deploy:p@ss!w0rd@api.example.com/";`;
const quasi = "fetch(`https://bot:t0ken@${host}/hook`);";
const jsx = `const a = <a href="https://user:opensesame@example.com/">x</a>;`;
const mongo = `const mongoUri = 'mongodb://admin:Adm1nPass@h1.example.com,h2.example.com/db';`;

ruleTester.run("no-plaintext-password", rule, {
  valid: [
    "fetch(`https://user:${password}@example.com/`);",
    `const url = "postgres://user:\${DB_PASSWORD}@db/app";`,
    `const url = "postgres://user:{{ password }}@db/app";`,
    `const url = "postgres://user:<password>@db/app";`,
    `const url = "postgres://user:$DB_PASSWORD@db/app";`,
    `const url = "postgres://user:%DB_PASSWORD%@db/app";`,
    `const url = "postgres://user:****@db/app";`,
    `const url = "postgres://user:xxx@db/app";`,
    `const url = "postgres://user:password@db/app";`,
    `const url = "postgres://user:changeme@db/app";`,
    `const url = "amqp://guest:guest@localhost/";`,
    `const url = "postgres://user@db/app";`,
    `const url = "postgres://user:@db/app";`,
  ],
  invalid: [
    {
      code: postgres,
      output: null,
      errors: [
        {
          messageId: "plaintext-password",
          data: {},
          ...on(postgres, "hunter2"),
          suggestions: [
            suggestion("Remove the password", `const DATABASE_URL = "postgres://app@db.example.com/app";`),
            suggestion(
              "Read the password from the environment variable DATABASE_PASSWORD",
              "const DATABASE_URL = `postgres://app:${process.env.DATABASE_PASSWORD}@db.example.com/app`;",
            ),
          ],
        },
      ],
    },
    {
      code: redis,
      output: null,
      errors: [
        {
          messageId: "plaintext-password",
          ...on(redis, "s3cret"),
          suggestions: [
            suggestion("Remove the password", `createClient({ url: "redis://cache.example.com:6379" });`),
            suggestion(
              "Read the password from the environment variable REDIS_PASSWORD",
              "createClient({ url: `redis://:${process.env.REDIS_PASSWORD}@cache.example.com:6379` });",
            ),
          ],
        },
      ],
    },
    {
      // A password with "@" and "!": the last "@" ends the userinfo (the extra "@" is its own finding).
      code: atAndBang,
      output: null,
      errors: [
        {
          messageId: "plaintext-password",
          ...on(atAndBang, "p@ss!w0rd"),
          suggestions: [
            suggestion("Remove the password", `const dsn = "https://deploy@api.example.com/";`),
            suggestion(
              "Read the password from the environment variable HTTPS_PASSWORD",
              "const dsn = `https://deploy:${process.env.HTTPS_PASSWORD}@api.example.com/`;",
            ),
          ],
        },
      ],
    },
    {
      code: quasi,
      output: null,
      errors: [
        {
          messageId: "plaintext-password",
          ...on(quasi, "t0ken"),
          suggestions: [
            suggestion("Remove the password", "fetch(`https://bot@${host}/hook`);"),
            suggestion(
              "Read the password from the environment variable HTTPS_PASSWORD",
              "fetch(`https://bot:${process.env.HTTPS_PASSWORD}@${host}/hook`);",
            ),
          ],
        },
      ],
    },
    {
      code: jsx,
      output: null,
      errors: [
        {
          messageId: "plaintext-password",
          ...on(jsx, "opensesame"),
          suggestions: [
            suggestion("Remove the password", `const a = <a href="https://user@example.com/">x</a>;`),
            suggestion(
              "Read the password from the environment variable HTTPS_PASSWORD",
              "const a = <a href={`https://user:${process.env.HTTPS_PASSWORD}@example.com/`}>x</a>;",
            ),
          ],
        },
      ],
    },
    {
      code: mongo,
      output: null,
      errors: [
        {
          messageId: "plaintext-password",
          ...on(mongo, "Adm1nPass"),
          suggestions: [
            suggestion("Remove the password", `const mongoUri = 'mongodb://admin@h1.example.com,h2.example.com/db';`),
            suggestion(
              "Read the password from the environment variable MONGO_PASSWORD",
              "const mongoUri = `mongodb://admin:${process.env.MONGO_PASSWORD}@h1.example.com,h2.example.com/db`;",
            ),
          ],
        },
      ],
    },
  ],
});
