/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

const root = path.resolve(__dirname, "..")

it("maps every data file to its schema for VS Code, so editors get suggestions and red underlines", () => {
  const settings = JSON.parse(fs.readFileSync(path.join(root, ".vscode", "settings.json"), "utf8")) as {
    "json.schemas": { fileMatch: string[]; url: string }[]
  }
  const mapped = Object.fromEntries(settings["json.schemas"].map(({ fileMatch, url }) => [fileMatch[0], url]))
  const expected = Object.fromEntries(
    fs
      .readdirSync(path.join(root, "data", "schemas"))
      .filter((file) => file.endsWith(".schema.json"))
      .map((file) => [`data/${file.replace(".schema.json", ".json")}`, `./data/schemas/${file}`]),
  )
  expect(mapped).toEqual(expected)
})
