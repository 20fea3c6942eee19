import HandheldCore

/// The panel's own values: what Push and Present make, the tip to show, the chosen controller.
public struct Form: Equatable, Sendable {
    public var template = ControllerTemplate.allCases[0]
    public var background = BackgroundChoice.theme
    public var presentationStyle = ModalPresentationStyle.allCases[0]
    public var tabIndex = 0
    /// The controller the fields change; nil: the top content controller (VC-6).
    public var target: String?
    /// Whether a field's change calls setNeedsStatusBarAppearanceUpdate() (SB-7).
    public var update = true
    public var tip = TipRequest(text: tr("Saved"), hideAfter: 2)
    public var tipHasProgress = false
    public var tipProgress = 0.0
    /// Slow animations (UI-5).
    public var slow = false
}

/// Each control's state, derived in one place (issue 22: the window shows it, and a control's
/// echo of it changes nothing), and what each control does.
extension Playground {
    /// The controller the fields change, if it is still there; nil: the top content controller.
    var chosenTarget: String? { form.target.flatMap { engine.state.hierarchy.contains($0) ? $0 : nil } }

    /// The controllers the controller chooser lists after its first item.
    var targetChoices: [String] { engine.state.hierarchy.choosableControllers(including: chosenTarget.map { [$0] } ?? []) }

    /// The chosen controller's children, as the child choosers list them.
    var childChoices: [String] {
        engine.state.hierarchy[chosenTarget ?? engine.state.topContentController].map { Array($0.children.suffix(200)) } ?? []
    }

    /// The navigation controller the chosen controller is or is in.
    func navigation(of id: String) -> Controller? {
        let hierarchy = engine.state.hierarchy
        if hierarchy[id]?.kind == .navigation { return hierarchy[id] }
        return hierarchy.navigationController(containing: id).flatMap { hierarchy[$0] }
    }

    /// What a field is read from: the chosen controller and its navigation controller's bar.
    var fieldSubject: FieldSubject? {
        let id = chosenTarget ?? engine.state.topContentController
        guard let controller = engine.state.hierarchy[id] else { return nil }
        var subject = FieldSubject(title: controller.title, preferences: controller.preferences, bar: navigation(of: id)?.navigationBar)
        subject.isHosting = controller.kind == .hosting
        return subject
    }

    /// The state of every control.
    public func controlState(_ id: ControlID) -> ControlState {
        let state = engine.state
        func choice<T: Equatable>(_ value: T, in all: [T]) -> ControlState { ControlState(value: .choice(all.firstIndex(of: value) ?? 0)) }
        func toggle(_ on: Bool) -> ControlState { ControlState(value: .toggle(on)) }
        func draft(_ id: ControlID, _ engineValue: ControlValue) -> ControlState { ControlState(value: drafts[id] ?? engineValue) }
        switch id {
        case .newKind: return choice(form.template, in: ControllerTemplate.allCases)
        case .newBackground: return choice(form.background, in: BackgroundChoice.allCases)
        case .presentStyle: return choice(form.presentationStyle, in: ModalPresentationStyle.allCases)
        case .tabIndex: return ControlState(value: .number(Double(form.tabIndex)))
        case .target:
            let choices = targetChoices
            return ControlState(value: .choice(chosenTarget.flatMap { choices.firstIndex(of: $0) }.map { $0 + 1 } ?? 0),
                                items: [Panel.topChoice] + choices)
        case .field(let name): return fieldState(name)
        case .fieldText(let name):
            switch fieldSubject.flatMap({ subject in PreferenceField.all.first { $0.name == name }?.shown(subject) }) {
            case .color(let color)?:
                return draft(id, .text(color.map { $0.isPair ? "\($0.light.hexString)/\($0.dark.hexString)" : $0.light.hexString } ?? ""))
            case .appearance(let appearance)?:
                var shown = draft(id, .text(appearance?.editorText ?? ""))
                shown.enabled = appearance != nil
                return shown
            default:
                return ControlState(value: drafts[id] ?? .text(""))
            }
        case .update: return toggle(form.update)
        case .stack:
            let navigation = navigation(of: chosenTarget ?? state.topContentController)
            var shown = draft(id, .text(navigation.map { $0.children.joined(separator: ", ") } ?? ""))
            shown.enabled = navigation != nil
            return shown
        case .setStack: return ControlState(enabled: navigation(of: chosenTarget ?? state.topContentController) != nil)
        case .theme:
            let names = state.themes.themes.map(\.name)
            return ControlState(value: .choice(names.firstIndex(of: state.themeName) ?? 0), items: names)
        case .tipText: return ControlState(value: .text(form.tip.text))
        case .tipIcon: return ControlState(value: .choice(form.tip.icon.flatMap { TipRequest.iconNames.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
        case .tipStyle: return choice(form.tip.style, in: TipStyle.allCases)
        case .tipHideAfter: return ControlState(value: .number(form.tip.hideAfter ?? 0))
        case .tipHasProgress: return toggle(form.tipHasProgress)
        case .tipProgress: return ControlState(value: .number(form.tipProgress))
        case .tipQueue: return toggle(state.tips.queueMode)
        case .tipAnimated: return toggle(state.tips.animated)
        case .tipTapToHide: return toggle(state.tips.tapToHide)
        case .mode: return choice(state.mode, in: StatusBarMode.allCases)
        case .appStyle: return choice(state.application.style, in: StatusBarStyle.allCases)
        case .appHidden: return toggle(state.application.isHidden)
        case .dark: return toggle(state.appearance == .dark)
        case .direction: return ControlState(value: .choice(state.layoutDirection == .rtl ? 1 : 0))
        case .slow: return toggle(form.slow)
        case .overrideTime: return draft(id, .text(state.statusBarOverrides.time))
        case .overrideBattery: return draft(id, .number(state.statusBarOverrides.batteryLevel * 100))
        case .overrideCellular: return draft(id, .number(Double(state.statusBarOverrides.cellularBars)))
        case .overrideWifi: return draft(id, .number(Double(state.statusBarOverrides.wifiBars)))
        case .zoom: return ControlState(value: ViewerZoom.choices.firstIndex(of: zoom).map(ControlValue.choice))
        case .device:
            return ControlState(value: catalog.profiles.firstIndex(of: state.device).map(ControlValue.choice), items: catalog.profiles.map(\.name))
        case .ios: return ControlState(value: .choice(Panel.releases.firstIndex { $0.major == (chosenRelease?.major ?? state.ios.number) } ?? 0))
        case .sdk: return ControlState(value: .choice(recorder.sdk.flatMap { IOSVersion.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
        case .compare: return ControlState(value: .choice(compareChoices.firstIndex(of: compareBuild) ?? 0))
        case .chapterLabel:
            guard let chapters else { return ControlState(label: "", visible: false) }
            let marks = chapters.scenario.chapters
            return ControlState(label: tr("Chapter %s of %s: %s", chapters.shown, marks.count, tr(marks[chapters.shown - 1].title)))
        case .nextChapter:
            guard let chapters else { return ControlState(enabled: false, visible: false) }
            let marks = chapters.scenario.chapters
            let more = chapters.shown < marks.count
            return ControlState(enabled: more, tooltip: more ? tr("Run on to the end of chapter %s: %s", chapters.shown + 1, tr(marks[chapters.shown].title))
                                    : tr("This is the last chapter"))
        case .timeLabel:
            return ControlState(label: "\(JSONOutput.seconds(engine.state.now)) / \(JSONOutput.seconds(timelineEnd)) s",
                                tooltip: tr("The moment shown, of the session's time line: %s (UI-9)", timelineState))
        case .timelinePlay: return ControlState(label: playing ? "||" : "▶")
        case .timeline:
            let end = timelineEnd
            return ControlState(value: .number(min(engine.state.now, end)), range: max(end, 0.001))
        case .push, .pop, .popToRoot, .present, .dismiss, .selectTab, .updateNow, .nextTheme, .rotateLeft, .rotateRight,
             .showTip, .hideTip, .override, .timelineBack, .timelineForward:
            return ControlState()
        }
    }

    /// A controller field's control: its value on the chosen controller; a bar's field only
    /// with a navigation controller, a child's only with children.
    func fieldState(_ name: String) -> ControlState {
        guard let field = PreferenceField.all.first(where: { $0.name == name }) else { return ControlState(enabled: false) }
        let subject = fieldSubject
        let shown = subject.flatMap(field.shown)
        var state = ControlState(enabled: shown != nil)
        switch (field.kind, shown) {
        case (.toggle, .bool(let on)?): state.value = .toggle(on)
        case (.choice(let names), .choice(let name)?): state.value = .choice(names.firstIndex(of: name) ?? 0)
        case (.number, .number(let number)?): state.value = drafts[.field(name)] ?? .number(number)
        case (.text, .text(let text)?): state.value = drafts[.field(name)] ?? .text(text)
        case (.child, .child(let child)?):
            let children = childChoices
            state.items = [Panel.noChild] + children
            state.value = .choice(child.flatMap { children.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            state.enabled = !children.isEmpty
        case (.color, .color(let color)?):
            state.value = BackgroundChoice.allCases.firstIndex { $0.color == color }.map(ControlValue.choice)
        case (.appearance, .appearance(let appearance)?):
            state.value = .choice(appearance.flatMap { BarAppearance.Background.allCases.firstIndex(of: $0.background) }.map { $0 + 1 } ?? 0)
        default: break
        }
        return state
    }

    // MARK: - What the controls do

    /// A control's value changed. The window showing the playground's own value back is no
    /// change, so the window needs no flag to tell its echo from the user.
    /// The side-by-side chooser's entries, as its control lists them: none, each system with its
    /// own SDK, then this system built with each SDK (VER-9, VER-12).
    var compareChoices: [Build?] {
        let ios = engine.state.ios
        return [nil] + IOSVersion.allCases.map { Build(ios: $0) } + IOSVersion.allCases.map { Build(ios: ios, sdk: $0 == ios ? nil : $0) }
    }

    mutating func edited(_ id: ControlID, _ value: ControlValue) {
        guard value != controlState(id).value else { return }
        func index<T>(_ all: [T]) -> T? {
            guard case .choice(let index) = value, all.indices.contains(index) else { return nil }
            return all[index]
        }
        /// A chooser whose first item is "none": nil for it, else the item after.
        func noneOr<T>(_ all: [T]) -> T?? {
            guard case .choice(let index) = value, index >= 0 else { return .none }
            return index == 0 ? .some(nil) : all.indices.contains(index - 1) ? .some(all[index - 1]) : .none
        }
        var number: Double? { if case .number(let number) = value { number } else { nil } }
        var on: Bool? { if case .toggle(let on) = value { on } else { nil } }
        switch id {
        case .newKind: form.template = index(ControllerTemplate.allCases) ?? form.template
        case .newBackground: form.background = index(BackgroundChoice.allCases) ?? form.background
        case .presentStyle: form.presentationStyle = index(ModalPresentationStyle.allCases) ?? form.presentationStyle
        case .tabIndex: form.tabIndex = Int(number ?? Double(form.tabIndex))
        case .target:
            guard let chosen = noneOr(targetChoices) else { return }
            form.target = chosen
            drafts = drafts.filter { !$0.key.showsEngine }
        case .field(let name): editField(name, value)
        case .fieldText, .stack, .overrideTime, .overrideBattery, .overrideCellular, .overrideWifi: drafts[id] = value
        case .update: form.update = on ?? form.update
        case .theme: if let name = index(engine.state.themes.themes.map(\.name)) { act(.setTheme(name)) }
        case .tipText: if case .text(let text) = value { form.tip.text = text }
        case .tipIcon:
            guard let chosen = noneOr(TipRequest.iconNames) else { return }
            form.tip.icon = chosen
        case .tipStyle: form.tip.style = index(TipStyle.allCases) ?? form.tip.style
        case .tipHideAfter: form.tip.hideAfter = number.map { $0 > 0 ? $0 : nil } ?? form.tip.hideAfter
        case .tipHasProgress: form.tipHasProgress = on ?? form.tipHasProgress
        case .tipProgress: form.tipProgress = number ?? form.tipProgress
        case .tipQueue: act(.setTipOptions(queue: on, animated: nil, tapToHide: nil))
        case .tipAnimated: act(.setTipOptions(queue: nil, animated: on, tapToHide: nil))
        case .tipTapToHide: act(.setTipOptions(queue: nil, animated: nil, tapToHide: on))
        case .mode: if let mode = index(StatusBarMode.allCases) { act(.setMode(mode)) }
        case .appStyle: if let style = index(StatusBarStyle.allCases) { act(.applicationSetStatusBar(style: style, hidden: nil, animation: nil)) }
        case .appHidden:
            let animation = fieldSubject?.preferences.statusBarAnimation ?? .fade
            if let on { act(.applicationSetStatusBar(style: nil, hidden: on, animation: animation)) }
        case .dark: if let on { act(.setAppearance(on ? .dark : .light)) }
        case .direction: if let rtl = index([false, true]) { act(.setLayoutDirection(rtl ? .rtl : .ltr)) }
        case .slow: form.slow = on ?? form.slow
        case .zoom: zoom = index(ViewerZoom.choices) ?? zoom
        case .device:
            if let profile = index(catalog.profiles) {
                act(.setDevice(profile))
                deviceMayHaveChanged()
            }
        case .ios: if let release = index(Panel.releases) { setRelease(release) }
        case .sdk: if let chosen = noneOr(IOSVersion.allCases) { setSDK(chosen) }
        case .compare:
            guard case .choice(let chosen) = value, compareChoices.indices.contains(chosen) else { return }
            compareBuild = compareChoices[chosen]
            // An earlier refusal no longer stands once another choice is made (issue 34: it
            // stayed red); a new refusal says so again.
            if message?.isError == true { message = nil }
            updateComparison()
        case .timeline: if let number { scrub(to: number) }
        case .push, .pop, .popToRoot, .present, .dismiss, .selectTab, .updateNow, .setStack, .nextTheme, .rotateLeft, .rotateRight,
             .showTip, .hideTip, .override, .nextChapter, .timelineBack, .timelinePlay, .timelineForward, .chapterLabel, .timeLabel:
            break
        }
    }

    /// A field's control changed: typed text waits for Enter; anything else is sent.
    mutating func editField(_ name: String, _ value: ControlValue) {
        guard let field = PreferenceField.all.first(where: { $0.name == name }) else { return }
        let given: FieldValue?
        switch (field.kind, value) {
        case (.toggle, .toggle(let on)): given = .bool(on)
        case (.choice(let names), .choice(let index)) where names.indices.contains(index): given = .choice(names[index])
        case (.child, .choice(let index)) where index >= 0:
            let children = [nil] + childChoices.map(Optional.some)
            given = children.indices.contains(index) ? .child(children[index]) : nil
        case (.color, .choice(let index)) where BackgroundChoice.allCases.indices.contains(index): given = .color(BackgroundChoice.allCases[index].color)
        case (.number, .number(let number)): given = .number(number)
        case (.appearance, .choice(let index)) where index >= 0 && index <= BarAppearance.Background.allCases.count:
            // The kind chosen, the other parts kept; "not set" clears the slot.
            guard index > 0 else { given = .appearance(nil); break }
            var appearance: BarAppearance = if case .appearance(let current?)? = fieldSubject.flatMap(field.shown) { current } else { BarAppearance() }
            appearance.background = BarAppearance.Background.allCases[index - 1]
            given = .appearance(appearance)
        case (.text, .text):
            drafts[.field(name)] = value
            return
        default: given = nil
        }
        if let given { setField(field, given) }
    }

    /// Sends a field's new value to the chosen controller (its bar to its navigation controller).
    mutating func setField(_ field: PreferenceField, _ value: FieldValue) {
        guard let changes = field.change(value) else { return }
        let target = field.scope == .navigationBar ? chosenTarget.flatMap { navigation(of: $0)?.id } ?? chosenTarget : chosenTarget
        act(.set(target: target, changes, update: form.update))
    }

    /// A button clicked, or Enter in a text field.
    mutating func tapped(_ id: ControlID) -> [Effect] {
        switch id {
        case .push: act(.push(newController(), on: nil, animated: true))
        case .present:
            var spec = newController()
            spec.preferences.modalPresentationStyle = form.presentationStyle
            act(.present(spec, from: nil, animated: true))
        case .pop: act(.pop(on: nil, animated: true))
        case .popToRoot: act(.popToRoot(on: nil, animated: true))
        case .dismiss: act(.dismiss(target: nil, animated: true))
        case .selectTab: act(.selectTab(on: nil, index: form.tabIndex))
        case .updateNow: act(.set(target: chosenTarget, PreferenceChanges(), update: true))
        case .setStack, .stack: setStack()
        case .nextTheme: act(.nextTheme)
        case .rotateLeft: return perform(.rotateLeft)
        case .rotateRight: return perform(.rotateRight)
        case .showTip:
            var request = form.tip
            request.progress = form.tipHasProgress ? form.tipProgress / 100 : nil
            act(.showTip(request))
        case .hideTip: act(.hideTip)
        case .override, .overrideTime:
            func number(_ id: ControlID) -> Double? { if case .number(let value)? = controlState(id).value { value } else { nil } }
            guard case .text(let time)? = controlState(.overrideTime).value else { return [] }
            act(.overrideStatusBar(time: time, batteryLevel: number(.overrideBattery).map { $0 / 100 },
                                   cellularBars: number(.overrideCellular).map { Int($0) }, wifiBars: number(.overrideWifi).map { Int($0) }))
        case .nextChapter: nextChapter()
        case .timelineBack: stepTimeline(forward: false)
        case .timelineForward: stepTimeline(forward: true)
        case .timelinePlay: togglePlaying()
        case .field(let name):
            guard let field = PreferenceField.all.first(where: { $0.name == name }), let typed = drafts[id] else { return [] }
            switch typed {
            case .text(let text): setField(field, .text(text))
            case .number(let number): setField(field, .number(number))
            default: break
            }
        case .fieldText(let name):
            if PreferenceField.all.first(where: { $0.name == name })?.kind == .appearance { appearanceTyped(name) } else { backgroundTyped(name) }
        default: break
        }
        return []
    }

    /// A typed colour (PIC-4): one colour, or a light/dark pair; empty clears it.
    mutating func backgroundTyped(_ name: String) {
        guard let field = PreferenceField.all.first(where: { $0.name == name }), case .text(let typed)? = controlState(.fieldText(name)).value else { return }
        guard let color = ThemeColor.typed(typed) else {
            message = .error(tr("'%s' is not a colour: give #RRGGBB or #RRGGBBAA, or #LIGHT/#DARK", typed.trimmingCharacters(in: .whitespaces)))
            return
        }
        setField(field, .color(color))
    }

    /// BAR-1: an appearance's parts typed in its slot's line; the slot must be set first.
    mutating func appearanceTyped(_ name: String) {
        guard let field = PreferenceField.all.first(where: { $0.name == name }), case .text(let typed)? = controlState(.fieldText(name)).value,
              case .appearance(let current)? = fieldSubject.flatMap(field.shown) else { return }
        guard let current else {
            message = .error(tr("%s is not set: choose its background first", name))
            return
        }
        switch current.editing(typed) {
        case .success(let edited): setField(field, .appearance(edited))
        case .failure(let error): message = .error(error.message)
        }
    }

    /// setViewControllers with the ids typed: those in the stack stay, others are new.
    mutating func setStack() {
        guard case .text(let typed)? = controlState(.stack).value else { return }
        let ids = typed.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        let chosen = chosenTarget ?? engine.state.topContentController
        guard let navigation = navigation(of: chosen) else {
            message = .error(tr("'%s' is in no navigation controller: setViewControllers needs one", chosen))
            return
        }
        let hierarchy = engine.state.hierarchy
        act(.setViewControllers(ids.map { hierarchy.contains($0) ? .existing($0) : .new(ControllerSpec(id: $0)) }, on: navigation.id, animated: true))
    }
}
