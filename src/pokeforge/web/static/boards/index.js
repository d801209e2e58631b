// Each game draws its board in its own module, /static/boards/<slug>.js, exporting:
//   render(container, pic, ctx)  draw pic.view into container (an element); pic also has seat,
//                                prompt, actions (action_info dicts: text, label, kind, squares);
//                                ctx.act(text) takes an action (absent in replays), ctx.menu(...)
//                                opens a small menu of actions at a point.
//   secrets(pic) (optional)      a DOM node with the seat's private information, or null.
//   actionInfos(pic) (optional)  pic.actions reworded for the decision panel (same texts; a
//                                ``label`` in the game's words, the server's label as ``title``).
// Games without a module get the generic one: the view as a readable panel.
const loaded = new Map();

export async function loadBoard(slug) {
  if (!/^[a-z0-9_]+$/.test(slug)) return import("./generic.js");
  if (!loaded.has(slug)) {
    loaded.set(
      slug,
      import(`./${slug}.js`).catch(() => import("./generic.js")),
    );
  }
  return loaded.get(slug);
}
