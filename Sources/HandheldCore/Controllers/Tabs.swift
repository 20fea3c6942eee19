/// A tabs controller's selection: selecting a tab changes who decides the status bar (SB-5)
/// and calls the manager's `showState` (MGR-7). An index out of range is an error (VC-4);
/// selecting the selected tab changes nothing.
extension EngineTransaction {
    mutating func selectTab(on given: String?, index: Int) throws(EngineError) {
        let tabs: String
        if let given {
            let controller = try hierarchy.controller(given)
            guard controller.kind == .tabs else { throw .wrongKind(id: given, expected: .tabs, actual: controller.kind) }
            tabs = given
        } else {
            let top = hierarchy.topContentController
            guard let found = hierarchy.tabsController(containing: top) else { throw .noTabsController(from: top) }
            tabs = found
        }
        let controller = try hierarchy.controller(tabs)
        guard controller.children.indices.contains(index) else {
            throw .tabIndexOutOfRange(index: index, tabs: tabs, count: controller.children.count)
        }
        guard index != controller.selectedIndex else {
            note(.note, tr("'%s': tab %s is already selected", tabs, index))
            return
        }
        try hierarchy.modify(tabs) { $0.selectedIndex = index }
        let child = controller.children[index]
        managerSelected(child, in: tabs)
        note(.operation, tr("'%s' selects tab %s '%s'", tabs, index, child))
        requestStatusBarUpdate()
    }
}
