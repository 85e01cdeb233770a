import path from "node:path"
import { readSchemaSet } from "../../../data/schema-files"
import { cmsPicturePaths, filePicturePaths, picturesIn } from "../picture-paths"
import { startingContent } from "../../../../src/test-support/starting-content"

const schemas = readSchemaSet(path.resolve(__dirname, "../../../../data"))
const attractions = JSON.parse(startingContent().texts["attractions.json"]) as {
  items: { image: string; name: string }[]
}

describe("a picture's path, as the CMS writes it and as the data names it", () => {
  it("gives the CMS /images/… for the data's images/…, and back, touching nothing else", () => {
    const inCms = cmsPicturePaths(attractions, schemas) as typeof attractions
    expect(inCms.items.map((item) => item.image)).toEqual(attractions.items.map((item) => `/${item.image}`))
    expect(inCms.items.map((item) => item.name)).toEqual(attractions.items.map((item) => item.name))
    expect(filePicturePaths(inCms, schemas)).toEqual(attractions)
    // A picture the CMS chose is saved as the data names its pictures.
    const chosen = { ...inCms, items: [{ ...inCms.items[0], image: "/images/castle-new.jpg" }] }
    expect(picturesIn(filePicturePaths(chosen, schemas), schemas)).toEqual(["images/castle-new.jpg"])
  })

  it("leaves a file whose schema it does not know as it is", () => {
    const unknown = { $schema: "./schemas/nothing.schema.json", image: "images/a.jpg" }
    expect(cmsPicturePaths(unknown, schemas)).toBe(unknown)
  })
})
