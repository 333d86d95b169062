from tests.browser.conftest import wait_ready, page_errors
def test_dbg(watched, site_url):
    page,_=watched
    page.goto(f"{site_url}/index.html?game=sixbillion&pace=0")
    wait_ready(page)
    page.wait_for_timeout(500)
    print("learn visible", page.is_visible("#learn-btn"))
    page.click("#learn-btn")
    page.wait_for_selector("#coach:not([hidden])")
    for i in range(12):
        page.wait_for_function("() => !document.getElementById('coach-show').hidden || !document.getElementById('end').hidden || document.querySelector('#actions button[data-moment]')", timeout=60000)
        print(page.evaluate("() => [document.getElementById('coach-title').textContent, document.getElementById('coach-suggestion-text').textContent, document.getElementById('coach-reason').textContent]"))
        page.screenshot(path=f"/tmp/sbh_l{i}.png")
        if not page.is_hidden("#coach-show"):
            page.click("#coach-show")
            b = page.query_selector("#actions button.suggested")
            if b: b.click()
            else:
                c = page.query_selector("#actions button[data-claim]")
                (c or page.query_selector("#actions button[data-moment]")).click()
        else:
            page.click("#actions button[data-moment]")
        page.wait_for_timeout(100)
    print(page_errors(page))
