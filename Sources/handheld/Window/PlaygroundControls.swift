import CGtk
import HandheldCore
import HandheldPlayground
import HandheldRender

/// The window's widgets (UI-1, UI-2): menu, device, controls and inspector. Each handler is a
/// one-line forward into the engine.
extension PlaygroundApplication {
    func buildWindow() {
        let outer = Widgets.box(vertical: true, spacing: 0)
        Widgets.pack(outer, buildMenuBar())
        Widgets.pack(outer, buildBanner())

        // UI-8: the device, the controls and the inspector side by side, each pane resizable;
        // the controls and the inspector scroll, so the window fits 1280 x 720 and 1024 wide.
        let body = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_pack1(handheld_gtk_paned(body), buildDevicePane(), 1, 0)
        let side = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        let controlsScroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(handheld_gtk_scrolled_window(controlsScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(controlsScroller, 310, 120)
        let column = Widgets.box(vertical: true, spacing: 8)
        gtk_container_set_border_width(handheld_gtk_container(column), 6)
        gtk_container_add(handheld_gtk_container(controlsScroller), column)
        controlsPane = controlsScroller
        controlsColumn = column
        // The smoke test scrolls to a control before it clicks it: say where the view is.
        onSignal(gtk_scrolled_window_get_vadjustment(handheld_gtk_scrolled_window(controlsScroller)), "value-changed") { [unowned self] in
            self.writeStateFile()
        }
        gtk_paned_pack1(handheld_gtk_paned(side), controlsScroller, 0, 0)

        let inspectorScroller = gtk_scrolled_window_new(nil, nil)!
        // Narrower than its longest identifier, the inspector scrolls sideways rather than cut one.
        gtk_scrolled_window_set_policy(handheld_gtk_scrolled_window(inspectorScroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(inspectorScroller, 160, 120)
        inspectorView = gtk_text_view_new()!
        gtk_text_view_set_editable(handheld_gtk_text_view(inspectorView), 0)
        gtk_text_view_set_cursor_visible(handheld_gtk_text_view(inspectorView), 0)
        gtk_text_view_set_monospace(handheld_gtk_text_view(inspectorView), 1)
        // Wrapped at spaces only, never inside an identifier; a wrapped line hangs under its first.
        gtk_text_view_set_wrap_mode(handheld_gtk_text_view(inspectorView), GTK_WRAP_WORD)
        gtk_text_view_set_left_margin(handheld_gtk_text_view(inspectorView), 8 + Self.hangingIndent)
        gtk_text_view_set_indent(handheld_gtk_text_view(inspectorView), -Self.hangingIndent)
        gtk_text_view_set_right_margin(handheld_gtk_text_view(inspectorView), 6)
        gtk_widget_set_tooltip_text(inspectorView, "The inspector: who decides the status bar and why (SB-9), the controller tree, the StatusBarManager tree in managed mode, and the event log. Hover a rule id for its text.")
        onQueryTooltip(inspectorView) { [unowned self] x, y in self.ruleTooltip(x: x, y: y) }
        gtk_container_add(handheld_gtk_container(inspectorScroller), inspectorView)
        gtk_paned_pack2(handheld_gtk_paned(side), inspectorScroller, 1, 1)
        gtk_paned_pack2(handheld_gtk_paned(body), side, 0, 0)
        // The device takes what the controls and the inspector leave; drag either divider.
        let width = Self.windowSize.width
        let inspectorWidth: Int32 = width >= 1200 ? 340 : 300
        gtk_paned_set_position(handheld_gtk_paned(body), width - Self.controlsWidth - inspectorWidth)
        gtk_paned_set_position(handheld_gtk_paned(side), Self.controlsWidth)
        sidePane = side
        bodyPane = body

        Widgets.pack(outer, body, expand: true)
        gtk_container_add(handheld_gtk_container(window), outer)
    }

    /// The controls, built once the window is on screen (the quick start: the device shows
    /// first, the hundred-odd controls follow at the first idle moment).
    func buildControls() {
        // The pitfalls by their names, which their files hold.
        for path in ScenarioGallery.pitfallPaths() {
            let name = (try? ScenarioBatch.load(path, catalog: catalog).name) ?? String(path.split(separator: "/").last ?? "")
            _ = Widgets.menuItem(name, in: pitfallsMenu) { [unowned self] in self.open(path) }
        }
        gtk_widget_show_all(pitfallsMenu)
        for section in buildSections() { Widgets.pack(controlsColumn, section) }
        // The wheel scrolls the controls, never the chooser or number it passes over.
        let scroller = controlsPane!
        for widget in controls.values where Widgets.isChooser(widget) && gtk_widget_is_ancestor(widget, controlsColumn) != 0 {
            onScroll(widget) { event in
                gtk_widget_event(scroller, event)
                return true
            }
        }
        gtk_widget_show_all(controlsColumn)
        // Where each control is is known once they are laid out: the state file says so then.
        onSignalWithArgument(controlsColumn, "size-allocate") { [unowned self] in self.writeStateFile() }
    }

    /// UI-8: one line of fixed height for messages and chapters: what it says never moves the
    /// controls. A long message is cut with an ellipsis; its whole text is its tooltip.
    private func buildBanner() -> Widget {
        let banner = Widgets.box(vertical: false, spacing: 8)
        gtk_widget_set_size_request(banner, -1, Self.bannerHeight)
        gtk_widget_set_margin_start(banner, 10)
        gtk_widget_set_margin_end(banner, 6)
        messageLabel = Widgets.label("")
        gtk_label_set_ellipsize(handheld_gtk_label(messageLabel), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(handheld_gtk_label(messageLabel), 1)
        Widgets.pack(banner, messageLabel, expand: true)
        showMessage(nil)
        // A scenario in chapters (a pitfall: the symptom, then the fix) opens at its first.
        chapterBar = Widgets.box(vertical: false, spacing: 8)
        chapterLabel = Widgets.label("")
        let nextChapter = Widgets.button("Next chapter ▸", tooltip: "Run the scenario on to the end of its next chapter (the fix)") { [unowned self] in
            self.nextChapter()
        }
        gtk_widget_set_valign(nextChapter, GTK_ALIGN_CENTER)
        controls["nextChapter"] = nextChapter
        Widgets.pack(chapterBar, chapterLabel, nextChapter)
        Widgets.pack(banner, chapterBar)
        gtk_widget_set_no_show_all(chapterBar, 1)
        return banner
    }

    /// The controls' column, in pixels: its widest row.
    static let controlsWidth: Int32 = 370

    /// UI-8: the window's first size: 1240 x 680, or less on a smaller screen (its work area).
    static var windowSize: (width: Int32, height: Int32) {
        var size: (width: Int32, height: Int32) = (1240, 680)
        if let display = gdk_display_get_default(),
           let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) {
            var area = GdkRectangle()
            gdk_monitor_get_workarea(monitor, &area)
            if area.width > 0 { size.width = min(size.width, area.width) }
            if area.height > 0 { size.height = min(size.height, area.height - 30) }
        }
        return size
    }

    /// How far a wrapped inspector line hangs under its first, in pixels.
    static let hangingIndent: Int32 = 16

    /// The rule's text where the pointer is over a rule id in the inspector (`SB-4`, `POP-1.3`).
    func ruleTooltip(x: Int32, y: Int32) -> String? {
        let view = handheld_gtk_text_view(inspectorView)
        var bufferX: Int32 = 0
        var bufferY: Int32 = 0
        gtk_text_view_window_to_buffer_coords(view, GTK_TEXT_WINDOW_WIDGET, x, y, &bufferX, &bufferY)
        var iter = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(view, &iter, bufferX, bufferY) != 0 else { return nil }
        let offset = Int(gtk_text_iter_get_line_offset(&iter))
        var start = iter
        gtk_text_iter_set_line_offset(&start, 0)
        var end = iter
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        guard let raw = gtk_text_iter_get_text(&start, &end) else { return nil }
        defer { g_free(raw) }
        return RuleBook.shipped.tooltip(in: String(cString: raw), at: offset)
    }

    /// The banner's height in pixels: room for a button, whatever it shows.
    static let bannerHeight: Int32 = 38

    /// The device, with its zoom (UI-7) above it; at a fixed zoom the picture scrolls.
    private func buildDevicePane() -> Widget {
        let pane = Widgets.box(vertical: true, spacing: 0)
        let zoom = Widgets.combo(ViewerZoom.choices.map(\.label),
                                 tooltip: "Zoom (UI-7): fit the pane, 1 pt = 1 px, or the device's actual pixels; painted at that size, so text stays crisp (Ctrl+plus, Ctrl+minus, Ctrl+0)") { [unowned self] in
            let index = Widgets.comboIndex(self.controls["zoom"]!)
            if ViewerZoom.choices.indices.contains(index) { self.setZoom(ViewerZoom.choices[index]) }
        }
        controls["zoom"] = zoom
        // Where people look for them (issue 20): the device, its iOS version and the
        // side-by-side view join the zoom here once the controls are built.
        let bar = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(UnsafeMutablePointer<GtkFlowBox>(OpaquePointer(bar)), GTK_SELECTION_NONE)
        gtk_flow_box_set_column_spacing(UnsafeMutablePointer<GtkFlowBox>(OpaquePointer(bar)), 6)
        gtk_flow_box_set_min_children_per_line(UnsafeMutablePointer<GtkFlowBox>(OpaquePointer(bar)), 2)
        gtk_flow_box_set_max_children_per_line(UnsafeMutablePointer<GtkFlowBox>(OpaquePointer(bar)), 4)
        gtk_container_add(handheld_gtk_container(bar), zoom)
        gtk_widget_set_margin_start(bar, 8)
        gtk_widget_set_margin_top(bar, 2)
        gtk_widget_set_margin_bottom(bar, 2)
        deviceBar = bar
        Widgets.pack(pane, bar)
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(handheld_gtk_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        drawingArea = gtk_drawing_area_new()!
        gtk_widget_set_size_request(drawingArea, 240, 240)
        onDraw(drawingArea) { [unowned self] cr in self.draw(cr) }
        onPointer(drawingArea) { [unowned self] phase, x, y in self.pointer(phase, x: x, y: y) }
        gtk_container_add(handheld_gtk_container(scroller), drawingArea)
        devicePane = scroller
        Widgets.pack(pane, scroller, expand: true)
        Widgets.pack(pane, buildTimeline())
        gtk_widget_set_size_request(pane, 300, 200)
        return pane
    }

    private func buildMenuBar() -> Widget {
        let bar = gtk_menu_bar_new()!
        let file = Widgets.submenu("File", in: bar)
        _ = Widgets.menuItem("New (the starting hierarchy)", in: file) { [unowned self] in self.startOver() }
        _ = Widgets.menuItem("Open Scenario…  (\(KeyMap.label(.open)))", in: file) { [unowned self] in self.openChosen() }
        _ = Widgets.menuItem("Save Scenario…  (\(KeyMap.label(.saveScenario)))", in: file) { [unowned self] in self.saveScenarioChosen() }
        _ = Widgets.menuItem("Load Theme…", in: file) { [unowned self] in self.loadThemeChosen() }
        _ = Widgets.menuItem("Save PNG of the Screen  (\(KeyMap.label(.saveScreen)))", in: file) { [unowned self] in self.saveScreenPNG() }
        _ = Widgets.menuItem("Quit  (\(KeyMap.label(.quit)))", in: file) { [unowned self] in gtk_window_close(handheld_gtk_window(self.window)) }
        let gallery = Widgets.submenu("Gallery", in: bar)
        for path in ScenarioGallery.paths() {
            let name = String(path.split(separator: "/").last ?? "")
            _ = Widgets.menuItem(name, in: gallery) { [unowned self] in self.open(path) }
        }
        // SB-11: the bugs people report, by the words they search with; each opens at its symptom.
        gtk_menu_shell_append(handheld_gtk_menu_shell(gallery), gtk_separator_menu_item_new())
        pitfallsMenu = Widgets.submenu("Pitfalls", in: gallery)
        return bar
    }

    private func buildSections() -> [Widget] {
        let styles = StatusBarStyle.allCases.map { ".\($0.rawValue)" }
        let animations = StatusBarAnimation.allCases.map { ".\($0.rawValue)" }

        // Hierarchy
        let newKind = Widgets.combo(ControllerTemplate.allCases.map { "new \($0.rawValue) controller" },
                                    tooltip: "What Push and Present make: a view controller, a navigation controller with a root (themed: it follows the theme, THEME-3), a tabs controller with two tabs, or a container with two parts (SB-3).") {}
        let push = Widgets.button("Push", tooltip: "pushViewController(_:animated:) on the top content's navigation controller (\(KeyMap.label(.push)))") { [unowned self] in self.pushTapped() }
        let pop = Widgets.button("Pop", tooltip: "popViewController(animated:) (\(KeyMap.label(.pop)))") { [unowned self] in self.send(.pop(on: nil, animated: true)) }
        let popToRoot = Widgets.button("Pop to root", tooltip: "popToRootViewController(animated:)") { [unowned self] in self.send(.popToRoot(on: nil, animated: true)) }
        let newBackground = Widgets.combo(BackgroundChoice.allCases.map(\.label),
                                          tooltip: "view.backgroundColor of what Push and Present make (PIC-4); with alpha, an over-full-screen presentation lets its presenter show through (PIC-5)") {}
        let presentStyle = Widgets.combo(ModalPresentationStyle.allCases.map(\.rawValue),
                                         tooltip: "modalPresentationStyle of the controller to present") {}
        let present = Widgets.button("Present", tooltip: "present(_:animated:) from the top content controller (\(KeyMap.label(.present)))") { [unowned self] in self.presentTapped() }
        let dismiss = Widgets.button("Dismiss", tooltip: "dismiss(animated:) the topmost presented controller (\(KeyMap.label(.dismiss)))") { [unowned self] in self.send(.dismiss(target: nil, animated: true)) }
        let tabIndex = Widgets.spin(max: 9, tooltip: "The tab index to select")
        let selectTab = Widgets.button("Select tab", tooltip: "Select this tab of the top content's tabs controller") { [unowned self] in
            self.send(.selectTab(on: nil, index: Int(gtk_spin_button_get_value_as_int(handheld_gtk_spin_button(tabIndex)))))
        }
        controls.merge(["newKind": newKind, "newBackground": newBackground, "push": push, "pop": pop, "popToRoot": popToRoot, "presentStyle": presentStyle,
                        "present": present, "dismiss": dismiss, "tabIndex": tabIndex, "selectTab": selectTab]) { $1 }

        // A controller's fields (VC-2), on the controller chosen: by default the top content
        // controller (VC-6); every field of the scenario format has a control here.
        let target = Widgets.combo([Self.topChoice], tooltip: "Which controller the fields below change: the top content controller (VC-6) unless you choose another; a saved session records the choice as the set step's target") { [unowned self] in
            guard !self.syncing else { return }
            self.syncControls()
        }
        let title = Widgets.entry("", tooltip: "title: what the navigation bar, the tab bar item and the back button say (press Enter)")
        onSignal(title, "activate") { [unowned self] in self.setTarget { $0.title = Widgets.text(of: self.controls["title"]!) } }
        let style = Widgets.combo(styles, tooltip: "preferredStatusBarStyle (SB-6)") { [unowned self] in
            self.setTarget { $0.statusBarStyle = StatusBarStyle.allCases[Widgets.comboIndex(self.controls["style"]!)] }
        }
        let hidden = Widgets.check("prefersStatusBarHidden", tooltip: "prefersStatusBarHidden (SB-6)") { [unowned self] in
            self.setTarget { $0.statusBarHidden = Widgets.isActive(self.controls["hidden"]!) }
        }
        let animation = Widgets.combo(animations, tooltip: "preferredStatusBarUpdateAnimation: how a change of hidden animates (SB-7)") { [unowned self] in
            self.setTarget { $0.statusBarAnimation = StatusBarAnimation.allCases[Widgets.comboIndex(self.controls["animation"]!)] }
        }
        let update = Widgets.check("call setNeedsStatusBarAppearanceUpdate()", tooltip: "Off: a changed preference is not seen until something asks for an update (SB-7)") {}
        Widgets.setActive(update, true)
        let updateNow = Widgets.button("setNeedsStatusBarAppearanceUpdate()", tooltip: "Ask for an update now: the preferences are read again (SB-7)") { [unowned self] in
            self.send(.set(target: self.targetID, PreferenceChanges(), update: true))
        }
        let interfaceStyle = Widgets.combo(UserInterfaceStyle.allCases.map(\.rawValue), tooltip: "overrideUserInterfaceStyle (iOS 13): what default draws on iOS 13 to 16, and which colour of a light/dark pair its views use (VER-3)") { [unowned self] in
            self.setTarget { $0.overrideUserInterfaceStyle = UserInterfaceStyle.allCases[max(0, Widgets.comboIndex(self.controls["interfaceStyle"]!))] }
        }
        let childForStyle = Widgets.combo([Self.noChild], tooltip: "childForStatusBarStyle: the child a container asks for its style (SB-3, VC-6)") { [unowned self] in
            self.setTarget { $0.childForStatusBarStyle = .some(self.chosenChild("childForStyle")) }
        }
        let childForHidden = Widgets.combo([Self.noChild], tooltip: "childForStatusBarHidden: the child a container asks whether the status bar is hidden (SB-3, VC-6)") { [unowned self] in
            self.setTarget { $0.childForStatusBarHidden = .some(self.chosenChild("childForHidden")) }
        }
        let presentation = Widgets.combo(ModalPresentationStyle.allCases.map(\.rawValue), tooltip: "modalPresentationStyle, as the style in effect reads it (VC-5, VER-1, VER-2)") { [unowned self] in
            self.setTarget { $0.presentationStyle = ModalPresentationStyle.allCases[max(0, Widgets.comboIndex(self.controls["presentation"]!))] }
        }
        let captures = Widgets.check("modalPresentationCapturesStatusBarAppearance", tooltip: "capturesStatusBarAppearance: a sheet or over-full-screen presentation that captures decides the status bar; one that does not leaves it to its presenter (SB-2)") { [unowned self] in
            self.setTarget { $0.capturesStatusBarAppearance = Widgets.isActive(self.controls["captures"]!) }
        }
        let modalInPresentation = Widgets.check("isModalInPresentation", tooltip: "The sheet holding this controller refuses the swipe down with a rubber band (UI-6, iOS 13)") { [unowned self] in
            self.setTarget { $0.modalInPresentation = Widgets.isActive(self.controls["modalInPresentation"]!) }
        }
        let background = Widgets.combo(BackgroundChoice.allCases.map(\.label), tooltip: "view.backgroundColor: wins over the theme's; with alpha, an over-full-screen presentation lets its presenter show through (PIC-4, PIC-5)") { [unowned self] in
            self.setTarget { $0.backgroundColor = .some(BackgroundChoice.allCases[max(0, Widgets.comboIndex(self.controls["background"]!))].color) }
        }
        let backgroundHex = Widgets.entry("", tooltip: "view.backgroundColor as #RRGGBB or #RRGGBBAA, or a light/dark pair as #LIGHT/#DARK (PIC-4); empty: the theme's (press Enter)")
        gtk_entry_set_placeholder_text(handheld_gtk_entry(backgroundHex), "#RRGGBB[AA] or #LIGHT/#DARK")
        onSignal(backgroundHex, "activate") { [unowned self] in self.backgroundTyped() }
        controls.merge(["target": target, "title": title, "backgroundHex": backgroundHex, "style": style, "hidden": hidden, "animation": animation, "update": update,
                        "updateNow": updateNow, "interfaceStyle": interfaceStyle, "childForStyle": childForStyle,
                        "childForHidden": childForHidden, "presentation": presentation, "captures": captures,
                        "modalInPresentation": modalInPresentation, "background": background]) { $1 }

        // The navigation bar (SB-4)
        let barStyle = Widgets.combo(NavigationBarStyle.allCases.map(\.rawValue), tooltip: "navigationBar.barStyle of the top content's navigation controller (black gives lightContent, SB-4)") { [unowned self] in
            self.setBar { $0.barStyle = NavigationBarStyle.allCases[Widgets.comboIndex(self.controls["barStyle"]!)] }
        }
        let barHidden = Widgets.check("navigation bar hidden", tooltip: "setNavigationBarHidden(_:animated:): a hidden bar hands the style to the top controller (SB-4)") { [unowned self] in
            self.setBar { $0.barHidden = Widgets.isActive(self.controls["barHidden"]!) }
        }
        // The pop gesture, per controller (POP-1, POP-4)
        let prefersBarHidden = Widgets.check("prefersNavigationBarHidden", tooltip: "The top controller's preference, read when it appears (POP-4)") { [unowned self] in
            self.setTarget { $0.navigationBarHidden = Widgets.isActive(self.controls["prefersBarHidden"]!) }
        }
        let popDisabled = Widgets.check("interactivePopDisabled", tooltip: "No full-screen pop from the top controller (POP-1.2)") { [unowned self] in
            self.setTarget { $0.interactivePopDisabled = Widgets.isActive(self.controls["popDisabled"]!) }
        }
        let maxDistance = Widgets.spin(max: 400, tooltip: "The top controller's max allowed initial distance from the leading edge; 0: anywhere (POP-1.3)")
        onSignal(maxDistance, "value-changed") { [unowned self] in
            self.setTarget { $0.popMaxDistance = Widgets.spinValue(self.controls["maxDistance"]!) }
        }
        let vcBased = Widgets.check("bar per controller", tooltip: "viewControllerBasedNavigationBarAppearanceEnabled: each appearing controller sets the bar (POP-4)") { [unowned self] in
            self.setBar { $0.viewControllerBasedNavigationBarAppearance = Widgets.isActive(self.controls["vcBased"]!) }
        }
        let fullscreenPop = Widgets.check("FD full-screen pop installed", tooltip: "FDFullscreenPopGesture on this navigation controller: off, UIKit's edge gesture works and the per-controller bar is ignored (VER-5)") { [unowned self] in
            self.setBar { $0.fullscreenPopGesture = Widgets.isActive(self.controls["fullscreenPop"]!) }
        }
        let contentPop = Widgets.check("iOS 26 content pop enabled", tooltip: "interactiveContentPopGestureRecognizer.isEnabled (iOS 26, VER-5)") { [unowned self] in
            self.setBar { $0.contentPopGestureEnabled = Widgets.isActive(self.controls["contentPop"]!) }
        }
        let stack = Widgets.entry("", tooltip: "The navigation controller's stack, bottom first: reorder or drop ids, or add new ones (a new view controller each), then Set stack")
        let setStack = Widgets.button("setViewControllers", tooltip: "setViewControllers(_:animated:) with the ids above on the chosen controller's navigation controller (VC-3)") { [unowned self] in
            self.setStackTapped()
        }
        controls.merge(["stack": stack, "setStack": setStack]) { $1 }
        controls.merge(["barStyle": barStyle, "barHidden": barHidden, "prefersBarHidden": prefersBarHidden,
                        "popDisabled": popDisabled, "maxDistance": maxDistance, "vcBased": vcBased,
                        "fullscreenPop": fullscreenPop, "contentPop": contentPop]) { $1 }

        // The app, the device, the environment
        let mode = Widgets.combo(StatusBarMode.allCases.map(\.rawValue), tooltip: "UIViewControllerBasedStatusBarAppearance = YES (viewController), NO (global), or the StatusBarManager tree (managed) (SB-1)") { [unowned self] in
            self.send(.setMode(StatusBarMode.allCases[Widgets.comboIndex(self.controls["mode"]!)]))
        }
        let appStyle = Widgets.combo(styles, tooltip: "UIApplication.setStatusBarStyle(_:animated:): counts only in global mode (SB-10)") { [unowned self] in
            self.send(.applicationSetStatusBar(style: StatusBarStyle.allCases[Widgets.comboIndex(self.controls["appStyle"]!)], hidden: nil, animation: nil))
        }
        let appHidden = Widgets.check("UIApplication hidden", tooltip: "UIApplication.setStatusBarHidden(_:with:), with the animation chosen above: counts only in global mode (SB-10)") { [unowned self] in
            self.send(.applicationSetStatusBar(style: nil, hidden: Widgets.isActive(self.controls["appHidden"]!),
                                               animation: StatusBarAnimation.allCases[Widgets.comboIndex(self.controls["animation"]!)]))
        }
        let device = Widgets.combo(catalog.profiles.map(\.name), tooltip: "The simulated device (DEV-1)") { [unowned self] in
            self.send(.setDevice(self.catalog.profiles[Widgets.comboIndex(self.controls["device"]!)]))
        }
        let ios = Widgets.combo(IOSVersion.allCases.map(\.name), tooltip: "The iOS version whose answers the device gives (section 10): the session runs again on it") { [unowned self] in
            self.setIOS(IOSVersion.allCases[max(0, Widgets.comboIndex(self.controls["ios"]!))])
        }
        let compare = Widgets.combo(["beside: none"] + IOSVersion.allCases.map { "beside \($0.name)" },
                                    tooltip: "Show the same session on another iOS version beside this one, each with its explanation (section 10)") { [unowned self] in
            let index = Widgets.comboIndex(self.controls["compare"]!)
            self.compareVersion = index > 0 ? IOSVersion.allCases[index - 1] : nil
            self.refresh()
        }
        let dark = Widgets.check("dark system appearance", tooltip: "The system's light or dark appearance: decides what style default draws (SB-8) (\(KeyMap.label(.toggleAppearance)))") { [unowned self] in
            self.send(.setAppearance(Widgets.isActive(self.controls["dark"]!) ? .dark : .light))
        }
        let direction = Widgets.combo(["left to right", "right to left"], tooltip: "Layout direction (POP-5): pushes come from the trailing edge") { [unowned self] in
            self.send(.setLayoutDirection(Widgets.comboIndex(self.controls["direction"]!) == 1 ? .rtl : .ltr))
        }
        let slow = Widgets.check("slow animations (×10)", tooltip: "Run the clock ten times slower, for study (UI-5)") { [unowned self] in
            self.speed = Widgets.isActive(self.controls["slow"]!) ? 0.1 : 1
        }
        let theme = Widgets.combo(engine.state.themes.themes.map(\.name), tooltip: "The app's theme (THEME-1); a change cross-dissolves the screen (THEME-5)") { [unowned self] in
            let names = self.engine.state.themes.themes.map(\.name)
            let index = Widgets.comboIndex(self.controls["theme"]!)
            if names.indices.contains(index) { self.send(.setTheme(names[index])) }
        }
        let nextTheme = Widgets.button("Next theme", tooltip: "nextTheme(): the theme after the current one, wrapping (THEME-4) (\(KeyMap.label(.nextTheme)))") { [unowned self] in
            self.send(.nextTheme)
        }
        controls.merge(["theme": theme, "nextTheme": nextTheme]) { $1 }

        // What the status bar draws (DEV-5), like `simctl status_bar override`.
        let time = Widgets.entry("9:41", tooltip: "The status bar's time text (DEV-5)")
        gtk_entry_set_width_chars(handheld_gtk_entry(time), 6)
        let battery = Widgets.spin(max: 100, tooltip: "Battery level, per cent (DEV-5)")
        let cellular = Widgets.spin(max: 4, tooltip: "Cellular bars, 0 to 4 (DEV-5)")
        let wifi = Widgets.spin(max: 3, tooltip: "Wi-Fi bars, 0 to 3 (DEV-5)")
        let override = Widgets.button("Override", tooltip: "simctl status_bar override: draw this time, battery and bars (DEV-5)") { [unowned self] in
            self.send(.overrideStatusBar(time: Widgets.text(of: self.controls["overrideTime"]!),
                                         batteryLevel: Widgets.spinValue(self.controls["overrideBattery"]!) / 100,
                                         cellularBars: Int(Widgets.spinValue(self.controls["overrideCellular"]!)),
                                         wifiBars: Int(Widgets.spinValue(self.controls["overrideWifi"]!))))
        }
        controls.merge(["overrideTime": time, "overrideBattery": battery, "overrideCellular": cellular, "overrideWifi": wifi,
                        "override": override]) { $1 }

        // Rotation (DEV-2) and the tips overlay (TIP-2…TIP-6)
        let rotateLeft = Widgets.button("⟲ Rotate left", tooltip: "Turn the device a quarter to the left (\(KeyMap.label(.rotateLeft)))") { [unowned self] in
            self.send(.rotate(self.engine.state.orientation.rotatedLeft))
        }
        let rotateRight = Widgets.button("Rotate right ⟳", tooltip: "Turn the device a quarter to the right (\(KeyMap.label(.rotateRight)))") { [unowned self] in
            self.send(.rotate(self.engine.state.orientation.rotatedRight))
        }
        let tipText = Widgets.entry("Saved", tooltip: "The tip's text (TIP-2): white 12 pt on the overlay, cut with an ellipsis when too long")
        let tipIcon = Widgets.combo(["no icon", "checkmark", "exclamation", "info"], tooltip: "The tip's 20 x 20 pt icon, left of its label (TIP-2)") {}
        let tipHideAfter = Widgets.spin(max: 30, tooltip: "Auto-hide after this many seconds; 0: stays until hidden (TIP-3)")
        gtk_spin_button_set_value(handheld_gtk_spin_button(tipHideAfter), 2)
        let tipStyle = Widgets.combo(TipStyle.allCases.map(\.rawValue), tooltip: "The tip's style (TIP-6)") {}
        let tipHasProgress = Widgets.check("progress %", tooltip: "Show a progress bar along the overlay's bottom edge (TIP-6)") {}
        let tipProgress = Widgets.spin(max: 100, tooltip: "Progress, in per cent")
        let showTip = Widgets.button("Show tip", tooltip: "show(text, icon, hideAfter): replaces the shown tip, or waits its turn in queue mode (TIP-3, TIP-6)") { [unowned self] in
            self.showTipTapped()
        }
        let hideTip = Widgets.button("Hide tip", tooltip: "hide(): at once (TIP-3); a click on the overlay does the same (TIP-5)") { [unowned self] in
            self.send(.hideTip)
        }
        let tipQueue = Widgets.check("queue", tooltip: "Queue mode: a show waits while a timed tip is visible (TIP-6)") { [unowned self] in
            self.send(.setTipOptions(queue: Widgets.isActive(self.controls["tipQueue"]!), animated: nil, tapToHide: nil))
        }
        let tipAnimated = Widgets.check("slide", tooltip: "Show and hide slide in from the top edge (TIP-5); off: the article's bare behaviour") { [unowned self] in
            self.send(.setTipOptions(queue: nil, animated: Widgets.isActive(self.controls["tipAnimated"]!), tapToHide: nil))
        }
        let tipTapToHide = Widgets.check("tap hides", tooltip: "A tap on the overlay hides it (TIP-5)") { [unowned self] in
            self.send(.setTipOptions(queue: nil, animated: nil, tapToHide: Widgets.isActive(self.controls["tipTapToHide"]!)))
        }
        controls.merge(["rotateLeft": rotateLeft, "rotateRight": rotateRight, "tipText": tipText, "tipIcon": tipIcon,
                        "tipHideAfter": tipHideAfter, "tipStyle": tipStyle, "tipHasProgress": tipHasProgress,
                        "tipProgress": tipProgress, "showTip": showTip, "hideTip": hideTip, "tipQueue": tipQueue,
                        "tipAnimated": tipAnimated, "tipTapToHide": tipTapToHide]) { $1 }
        controls.merge(["mode": mode, "appStyle": appStyle, "appHidden": appHidden, "device": device, "ios": ios, "compare": compare, "dark": dark,
                        "direction": direction, "slow": slow]) { $1 }
        for chooser in [device, ios, compare] { gtk_container_add(handheld_gtk_container(deviceBar), chooser) }
        gtk_widget_show_all(deviceBar)

        return [
            Widgets.section("Hierarchy", [newKind, newBackground, Widgets.row(push, pop, popToRoot), Widgets.row(presentStyle, present, dismiss),
                                          Widgets.row(tabIndex, selectTab)]),
            Widgets.section("Controller", [target, Widgets.row(Widgets.label("title"), title),
                                           Widgets.row(Widgets.label("style"), style), hidden,
                                           Widgets.row(Widgets.label("animation"), animation), update, updateNow,
                                           Widgets.row(Widgets.label("interface style"), interfaceStyle),
                                           Widgets.row(Widgets.label("child for style"), childForStyle),
                                           Widgets.row(Widgets.label("child for hidden"), childForHidden),
                                           Widgets.row(Widgets.label("presentation"), presentation), captures, modalInPresentation,
                                           background, backgroundHex]),
            Widgets.section("Navigation bar and pop gesture", [Widgets.row(Widgets.label("barStyle"), barStyle), barHidden, vcBased,
                                                               prefersBarHidden, popDisabled,
                                                               Widgets.row(Widgets.label("max distance"), maxDistance), fullscreenPop, contentPop,
                                                               stack, setStack]),
            Widgets.section("Theme and rotation", [Widgets.row(theme, nextTheme), Widgets.row(rotateLeft, rotateRight)]),
            Widgets.section("Tips overlay", [tipText, Widgets.row(tipIcon, tipStyle),
                                             Widgets.row(Widgets.label("hide after (s)"), tipHideAfter),
                                             Widgets.row(tipHasProgress, tipProgress), Widgets.row(showTip, hideTip),
                                             Widgets.row(tipQueue, tipAnimated, tipTapToHide)]),
            Widgets.section("App and device", [Widgets.row(Widgets.label("mode"), mode),
                                               Widgets.row(Widgets.label("app style"), appStyle), appHidden, dark, direction, slow]),
            Widgets.section("Status bar override", [Widgets.row(Widgets.label("time"), time, Widgets.label("battery %"), battery),
                                                    Widgets.row(Widgets.label("cellular"), cellular, Widgets.label("Wi-Fi"), wifi),
                                                    override]),
        ]
    }

    /// The controller chooser's first item.
    static let topChoice = "the top content controller"
    /// The child choosers' first item.
    static let noChild = "none"

    /// The controller the fields change: nil for the top content controller.
    var targetID: String? {
        let index = Widgets.comboIndex(controls["target"]!)
        return index > 0 && targetChoices.indices.contains(index - 1) ? targetChoices[index - 1] : nil
    }

    /// The chosen child of a child chooser, nil for none.
    func chosenChild(_ name: String) -> String? {
        let index = Widgets.comboIndex(controls[name]!)
        return index > 0 && childChoices.indices.contains(index - 1) ? childChoices[index - 1] : nil
    }

    /// A change of the chosen controller, with the update switch.
    private func setTarget(_ body: (inout PreferenceChanges) -> Void) {
        var changes = PreferenceChanges()
        body(&changes)
        send(.set(target: targetID, changes, update: Widgets.isActive(controls["update"]!)))
    }

    /// A change of the chosen controller's navigation controller (its bar, VC-3).
    private func setBar(_ body: (inout PreferenceChanges) -> Void) {
        var changes = PreferenceChanges()
        body(&changes)
        send(.set(target: targetID.flatMap { navigationOf($0) } ?? targetID, changes, update: Widgets.isActive(controls["update"]!)))
    }

    /// The navigation controller `id` is or is in.
    private func navigationOf(_ id: String) -> String? {
        let hierarchy = engine.state.hierarchy
        return hierarchy[id]?.kind == .navigation ? id : hierarchy.navigationController(containing: id)
    }

    /// A typed background colour (PIC-4): one colour, or a light/dark pair; empty clears it.
    func backgroundTyped() {
        let text = Widgets.text(of: controls["backgroundHex"]!).trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: "/").map { Color(hexString: $0.trimmingCharacters(in: .whitespaces)) }
        let color: ThemeColor?
        switch parts.count {
        case 0: color = nil
        case 1 where parts[0] != nil: color = ThemeColor(parts[0]!)
        case 2 where parts[0] != nil && parts[1] != nil: color = ThemeColor(light: parts[0]!, dark: parts[1]!)
        default:
            showMessage("⚠ '\(text)' is not a colour: give #RRGGBB or #RRGGBBAA, or #LIGHT/#DARK", error: true)
            return
        }
        setTarget { $0.backgroundColor = .some(color) }
    }

    /// setViewControllers with the ids typed: those in the stack stay, others are new.
    func setStackTapped() {
        let ids = Widgets.text(of: controls["stack"]!).split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        let chosen = targetID ?? engine.state.topContentController
        guard let navigation = navigationOf(chosen) else {
            showMessage("⚠ '\(chosen)' is in no navigation controller: setViewControllers needs one", error: true)
            return
        }
        let hierarchy = engine.state.hierarchy
        let entries: [StackEntry] = ids.map { hierarchy.contains($0) ? .existing($0) : .new(ControllerSpec(id: $0)) }
        send(.setViewControllers(entries, on: navigation, animated: true))
    }

    /// A chooser's items, replaced.
    private func refill(_ combo: Widget, _ items: [String]) {
        gtk_combo_box_text_remove_all(handheld_gtk_combo_box_text(combo))
        for item in items { gtk_combo_box_text_append_text(handheld_gtk_combo_box_text(combo), item) }
    }

    /// An entry's text from the engine, unless the user is typing in it.
    private func setEntry(_ entry: Widget, _ text: String) {
        guard gtk_window_get_focus(handheld_gtk_window(window)) != entry, Widgets.text(of: entry) != text else { return }
        gtk_entry_set_text(handheld_gtk_entry(entry), text)
    }

    /// Shows the engine's values in the controls without sending anything back.
    func syncControls() {
        syncing = true
        defer { syncing = false }
        let state = engine.state
        // The chooser lists every controller; a chosen one that left falls back to the top.
        let ids = state.hierarchy.choosableControllers(including: targetID.map { [$0] } ?? [])
        if ids != targetChoices {
            let chosen = targetID
            refill(controls["target"]!, [Self.topChoice] + ids)
            targetChoices = ids
            Widgets.setComboIndex(controls["target"]!, chosen.flatMap { ids.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        }
        let chosenID = targetID ?? state.topContentController
        let top = state.hierarchy[chosenID]
        let children = top.map { Array($0.children.suffix(200)) } ?? []
        if children != childChoices {
            refill(controls["childForStyle"]!, [Self.noChild] + children)
            refill(controls["childForHidden"]!, [Self.noChild] + children)
            childChoices = children
        }
        if let top {
            let preferences = top.preferences
            setEntry(controls["title"]!, top.title)
            Widgets.setComboIndex(controls["childForStyle"]!, preferences.childForStatusBarStyle.flatMap { children.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            Widgets.setComboIndex(controls["childForHidden"]!, preferences.childForStatusBarHidden.flatMap { children.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            Widgets.setComboIndex(controls["presentation"]!, ModalPresentationStyle.allCases.firstIndex(of: preferences.modalPresentationStyle)!)
            Widgets.setActive(controls["captures"]!, preferences.capturesStatusBarAppearance)
            Widgets.setActive(controls["modalInPresentation"]!, preferences.modalInPresentation)
            Widgets.setComboIndex(controls["background"]!, BackgroundChoice.allCases.firstIndex { $0.color == preferences.backgroundColor } ?? 0)
            setEntry(controls["backgroundHex"]!, preferences.backgroundColor.map { $0.isPair ? "\($0.light.hexString)/\($0.dark.hexString)" : $0.light.hexString } ?? "")
            for name in ["childForStyle", "childForHidden"] { gtk_widget_set_sensitive(controls[name]!, children.isEmpty ? 0 : 1) }
            Widgets.setComboIndex(controls["style"]!, StatusBarStyle.allCases.firstIndex(of: preferences.preferredStatusBarStyle)!)
            Widgets.setActive(controls["hidden"]!, preferences.prefersStatusBarHidden)
            Widgets.setComboIndex(controls["animation"]!, StatusBarAnimation.allCases.firstIndex(of: preferences.statusBarAnimation)!)
            Widgets.setActive(controls["prefersBarHidden"]!, preferences.prefersNavigationBarHidden)
            Widgets.setActive(controls["popDisabled"]!, preferences.interactivePopDisabled)
            Widgets.setComboIndex(controls["interfaceStyle"]!, UserInterfaceStyle.allCases.firstIndex(of: preferences.overrideUserInterfaceStyle)!)
            if Widgets.spinValue(controls["maxDistance"]!) != preferences.interactivePopMaxAllowedInitialDistance {
                gtk_spin_button_set_value(handheld_gtk_spin_button(controls["maxDistance"]!), preferences.interactivePopMaxAllowedInitialDistance)
            }
        }
        let navigation = (top?.kind == .navigation ? top : state.hierarchy.navigationController(containing: chosenID).flatMap { state.hierarchy[$0] })
        setEntry(controls["stack"]!, navigation.map { $0.children.joined(separator: ", ") } ?? "")
        for name in ["stack", "setStack"] { gtk_widget_set_sensitive(controls[name]!, navigation == nil ? 0 : 1) }
        let overrides = state.statusBarOverrides
        setEntry(controls["overrideTime"]!, overrides.time)
        for (name, value) in [("overrideBattery", overrides.batteryLevel * 100), ("overrideCellular", Double(overrides.cellularBars)),
                              ("overrideWifi", Double(overrides.wifiBars))] where Widgets.spinValue(controls[name]!) != value {
            gtk_spin_button_set_value(handheld_gtk_spin_button(controls[name]!), value)
        }
        gtk_widget_set_sensitive(controls["barStyle"]!, navigation == nil ? 0 : 1)
        gtk_widget_set_sensitive(controls["barHidden"]!, navigation == nil ? 0 : 1)
        if let bar = navigation?.navigationBar {
            Widgets.setComboIndex(controls["barStyle"]!, NavigationBarStyle.allCases.firstIndex(of: bar.barStyle)!)
            Widgets.setActive(controls["barHidden"]!, bar.isHidden)
            Widgets.setActive(controls["vcBased"]!, bar.viewControllerBasedAppearance)
            Widgets.setActive(controls["fullscreenPop"]!, bar.fullscreenPopGesture)
            Widgets.setActive(controls["contentPop"]!, bar.contentPopGestureEnabled)
        }
        for name in ["vcBased", "fullscreenPop", "contentPop"] { gtk_widget_set_sensitive(controls[name]!, navigation == nil ? 0 : 1) }
        let themeNames = state.themes.themes.map(\.name)
        if themeNames != themeComboNames {
            gtk_combo_box_text_remove_all(handheld_gtk_combo_box_text(controls["theme"]!))
            for name in themeNames { gtk_combo_box_text_append_text(handheld_gtk_combo_box_text(controls["theme"]!), name) }
            themeComboNames = themeNames
        }
        Widgets.setComboIndex(controls["theme"]!, themeNames.firstIndex(of: state.themeName) ?? 0)
        Widgets.setComboIndex(controls["mode"]!, StatusBarMode.allCases.firstIndex(of: state.mode)!)
        Widgets.setComboIndex(controls["appStyle"]!, StatusBarStyle.allCases.firstIndex(of: state.application.style)!)
        Widgets.setActive(controls["appHidden"]!, state.application.isHidden)
        if let index = catalog.profiles.firstIndex(of: state.device) { Widgets.setComboIndex(controls["device"]!, index) }
        if let index = IOSVersion.allCases.firstIndex(of: state.ios) { Widgets.setComboIndex(controls["ios"]!, index) }
        Widgets.setComboIndex(controls["compare"]!, compareVersion.flatMap { IOSVersion.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        Widgets.setActive(controls["dark"]!, state.appearance == .dark)
        Widgets.setActive(controls["tipQueue"]!, state.tips.queueMode)
        Widgets.setActive(controls["tipAnimated"]!, state.tips.animated)
        Widgets.setActive(controls["tipTapToHide"]!, state.tips.tapToHide)
        Widgets.setComboIndex(controls["direction"]!, state.layoutDirection == .rtl ? 1 : 0)
    }
}

/// The backgrounds a new controller can have in the window (PIC-4, PIC-5).
enum BackgroundChoice: CaseIterable {
    case theme, white, black, systemPair, translucentBlack

    var label: String {
        switch self {
        case .theme: "background: the theme's"
        case .white: "background: white"
        case .black: "background: black"
        case .systemPair: "background: white / black by appearance"
        case .translucentBlack: "background: black at 40 % (#00000066)"
        }
    }

    var color: ThemeColor? {
        switch self {
        case .theme: nil
        case .white: ThemeColor(.white)
        case .black: ThemeColor(.black)
        case .systemPair: ThemeColor(light: .white, dark: .black)
        case .translucentBlack: ThemeColor(Color(hex: 0x000000, alpha: 0.4))
        }
    }
}
