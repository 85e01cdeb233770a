/** CSS modules: Gatsby 5 exports each class name as a named export (`import * as styles from "./x.module.css"`). */
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}
