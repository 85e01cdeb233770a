import path from "node:path"
import { readSchemaSet } from "../../node/build-steps/data/schema-files"
import { cmsForm, fileForm, picturesIn } from "../cms-form"
import { startingData } from "../../tests/jest/support/starting-data"

const schemas = readSchemaSet(path.resolve(__dirname, "../../data"))
const attractions = JSON.parse(startingData().texts["attractions.json"]) as {
  items: { image: string; name: string }[]
}

describe("a data file's content as the CMS holds it and as the file holds it", () => {
  it("gives the CMS /images/… for the data's images/…, and back, touching nothing else", () => {
    const inCms = cmsForm(attractions, schemas) as typeof attractions
    expect(inCms.items.map((item) => item.image)).toEqual(attractions.items.map((item) => `/${item.image}`))
    expect(inCms.items.map((item) => item.name)).toEqual(attractions.items.map((item) => item.name))
    expect(fileForm(inCms, schemas)).toEqual(attractions)
    // A picture the CMS chose is saved as the data names its pictures.
    const chosen = { ...inCms, items: [{ ...inCms.items[0], image: "/images/castle-new.jpg" }] }
    expect(picturesIn(fileForm(chosen, schemas), schemas)).toEqual(["images/castle-new.jpg"])
  })

  it("leaves a file whose schema it does not know as it is", () => {
    const unknown = { $schema: "./schemas/nothing.schema.json", image: "images/a.jpg" }
    expect(cmsForm(unknown, schemas)).toBe(unknown)
  })
})
